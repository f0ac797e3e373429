//! TLS to PostgreSQL, by `sslmode` as libpq reads it, with rustls (and its `ring`
//! provider: the same rustls the Discord client is built on).
//!
//! | `sslmode` | encrypted | certificate checked |
//! | --- | --- | --- |
//! | `disable` | never | — |
//! | `prefer` (default) | if the server offers it, else plain text | no |
//! | `require` | always | no — unless a certificate authority is given, then as `verify-ca` (libpq's rule) |
//! | `verify-ca` | always | signed by an authority in `sslrootcert` |
//! | `verify-full` | always | that, and issued for the host name connected to |
//!
//! `sslrootcert` is a file of PEM certificates, or `system` for the operating system's
//! trusted authorities (`SSL_CERT_FILE` and `SSL_CERT_DIR` are honoured); without it,
//! libpq's `~/.postgresql/root.crt` is used when it exists.

use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::crypto::CryptoProvider;
use rustls::pki_types::pem::PemObject as _;
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use rustls::{DigitallySignedStruct, RootCertStore, SignatureScheme};
use std::path::PathBuf;
use std::sync::Arc;
use tokio_postgres_rustls::MakeRustlsConnect;

/// `sslmode`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum SslMode {
    Disable,
    Prefer,
    Require,
    VerifyCa,
    VerifyFull,
}

impl SslMode {
    fn name(self) -> &'static str {
        match self {
            SslMode::Disable => "disable",
            SslMode::Prefer => "prefer",
            SslMode::Require => "require",
            SslMode::VerifyCa => "verify-ca",
            SslMode::VerifyFull => "verify-full",
        }
    }
}

/// `sslrootcert`: where the trusted certificate authorities come from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum RootCerts {
    /// A file of PEM certificates.
    File(PathBuf),
    /// The operating system's store.
    System,
}

/// How a connection uses TLS.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Tls {
    pub(crate) mode: SslMode,
    pub(crate) root: Option<RootCerts>,
}

impl Tls {
    /// The connector for this mode. The error says what is missing or unreadable.
    pub(crate) fn connector(&self) -> Result<MakeRustlsConnect, String> {
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let root = self.root.clone().or_else(default_root);
        let roots = match (self.mode, &root) {
            (SslMode::Disable | SslMode::Prefer, _) | (SslMode::Require, None) => None,
            (SslMode::VerifyCa | SslMode::VerifyFull, None) => {
                return Err(format!(
                    "sslmode={} needs the certificate authority that signed the server's \
                     certificate: add sslrootcert=<file of PEM certificates> to the URL, or \
                     sslrootcert=system for the system's trusted authorities",
                    self.mode.name()
                ));
            }
            (_, Some(root)) => Some(Arc::new(load(root)?)),
        };
        let verifier: Arc<dyn ServerCertVerifier> = match (self.mode, roots) {
            (SslMode::VerifyFull, Some(roots)) => {
                rustls::client::WebPkiServerVerifier::builder_with_provider(roots, provider.clone())
                    .build()
                    .map_err(|e| format!("sslrootcert: {e}"))?
            }
            (_, roots) => Arc::new(ChainOnly {
                roots,
                provider: provider.clone(),
            }),
        };
        let config = rustls::ClientConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .map_err(|e| format!("TLS: {e}"))?
            .dangerous()
            .with_custom_certificate_verifier(verifier)
            .with_no_client_auth();
        Ok(MakeRustlsConnect::new(config))
    }
}

/// libpq's default authority file, `~/.postgresql/root.crt`, when it exists.
fn default_root() -> Option<RootCerts> {
    let file = PathBuf::from(std::env::var_os("HOME")?).join(".postgresql/root.crt");
    file.is_file().then_some(RootCerts::File(file))
}

/// The trusted authorities.
fn load(root: &RootCerts) -> Result<RootCertStore, String> {
    let (certs, from): (Vec<CertificateDer<'static>>, String) = match root {
        RootCerts::File(path) => {
            let certs = CertificateDer::pem_file_iter(path)
                .and_then(Iterator::collect)
                .map_err(|e| format!("cannot read sslrootcert {}: {e}", path.display()))?;
            (certs, format!("sslrootcert {}", path.display()))
        }
        RootCerts::System => {
            let found = rustls_native_certs::load_native_certs();
            (found.certs, "the system's certificate store".into())
        }
    };
    let mut roots = RootCertStore::empty();
    let (added, _unusable) = roots.add_parsable_certificates(certs);
    if added == 0 {
        return Err(format!("{from} holds no usable PEM certificate"));
    }
    Ok(roots)
}

/// Checks that the server's certificate chains to one of `roots` (`verify-ca`, and
/// `require` given an authority), or nothing at all (`prefer`, `require` without one),
/// never its name; the handshake's signatures are always checked, so the connection is
/// encrypted to whoever holds the certificate's key.
#[derive(Debug)]
struct ChainOnly {
    roots: Option<Arc<RootCertStore>>,
    provider: Arc<CryptoProvider>,
}

impl ServerCertVerifier for ChainOnly {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        intermediates: &[CertificateDer<'_>],
        _server_name: &ServerName<'_>,
        _ocsp_response: &[u8],
        now: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        if let Some(roots) = &self.roots {
            let cert = rustls::server::ParsedCertificate::try_from(end_entity)?;
            rustls::client::verify_server_cert_signed_by_trust_anchor(
                &cert,
                roots,
                intermediates,
                now,
                self.provider.signature_verification_algorithms.all,
            )?;
        }
        Ok(ServerCertVerified::assertion())
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls12_signature(
            message,
            cert,
            dss,
            &self.provider.signature_verification_algorithms,
        )
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls13_signature(
            message,
            cert,
            dss,
            &self.provider.signature_verification_algorithms,
        )
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.provider
            .signature_verification_algorithms
            .supported_schemes()
    }
}

/// Why a TLS handshake failed, worded for an operator, if `e` is rustls's refusal.
pub(crate) fn refusal(e: &rustls::Error) -> String {
    use rustls::CertificateError as C;
    match e {
        rustls::Error::InvalidCertificate(C::UnknownIssuer) => {
            "the server's certificate is not signed by a trusted certificate authority (check sslrootcert)".into()
        }
        rustls::Error::InvalidCertificate(C::NotValidForName | C::NotValidForNameContext { .. }) => {
            "the server's certificate is not issued for the host name connected to (sslmode=verify-full checks it: connect by the name in the certificate)".into()
        }
        rustls::Error::InvalidCertificate(C::Expired | C::ExpiredContext { .. }) => {
            "the server's certificate has expired".into()
        }
        rustls::Error::InvalidCertificate(C::NotValidYet | C::NotValidYetContext { .. }) => {
            "the server's certificate is not valid yet (check the clocks)".into()
        }
        other => format!("the TLS handshake failed: {other}"),
    }
}
