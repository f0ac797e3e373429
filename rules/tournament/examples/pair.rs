//! Pairs the next round of a TRF file and prints it in bbpPairings' `-p` format:
//! `cargo run --release -p sanctum-tournament --example pair -- FILE`.

use std::process::ExitCode;

fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: pair FILE.trf");
        return ExitCode::FAILURE;
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("{path}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let result = tournament::Tournament::parse(&text)
        .map_err(|e| e.to_string())
        .and_then(|t| tournament::dutch::pair(&t).map_err(|e| e.to_string()));
    match result {
        Ok(round) => {
            print!("{round}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{path}: {e}");
            ExitCode::FAILURE
        }
    }
}
