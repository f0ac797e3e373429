//! Values passed to statements and rows read back, the same for both backends.
//!
//! A [`Row`] keeps its columns' names, and every read names the column it wants
//! (`r.i64("game_id")`), so a query's column order and a mapping function can never
//! drift apart. Both schemas store the same plain types (64-bit integers, doubles,
//! text), so a row reads the same whichever backend it came from.

use crate::{Error, Result};
use std::sync::Arc;

/// A value passed to or read from a statement.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Value {
    Null,
    Int(i64),
    Real(f64),
    Text(String),
}

impl From<i64> for Value {
    fn from(v: i64) -> Value {
        Value::Int(v)
    }
}
impl From<u32> for Value {
    fn from(v: u32) -> Value {
        Value::Int(i64::from(v))
    }
}
impl From<bool> for Value {
    fn from(v: bool) -> Value {
        Value::Int(i64::from(v))
    }
}
impl From<f64> for Value {
    fn from(v: f64) -> Value {
        Value::Real(v)
    }
}
impl From<&str> for Value {
    fn from(v: &str) -> Value {
        Value::Text(v.to_owned())
    }
}
impl From<&String> for Value {
    fn from(v: &String) -> Value {
        Value::Text(v.clone())
    }
}
impl From<String> for Value {
    fn from(v: String) -> Value {
        Value::Text(v)
    }
}
impl<T: Into<Value>> From<Option<T>> for Value {
    fn from(v: Option<T>) -> Value {
        v.map_or(Value::Null, Into::into)
    }
}

/// Statement parameters: `p![a, b, c]` is a `&[Value]`.
macro_rules! p {
    ($($v:expr),* $(,)?) => {
        &[$($crate::row::Value::from($v)),*][..]
    };
}
pub(crate) use p;

/// The column names of one statement's result, shared by all its rows.
pub(crate) type Columns = Arc<[String]>;

/// One row: its values, read by column name.
#[derive(Debug, Clone)]
pub(crate) struct Row {
    columns: Columns,
    values: Vec<Value>,
}

fn bad(col: &str, what: impl std::fmt::Display) -> Error {
    Error::CorruptDatabase(format!("unexpected stored value in column {col}: {what}"))
}

impl Row {
    /// A row of `values`, named by `columns` (one name per value).
    pub(crate) fn new(columns: Columns, values: Vec<Value>) -> Row {
        Row { columns, values }
    }

    /// The column names, in the statement's order.
    pub(crate) fn columns(&self) -> &[String] {
        &self.columns
    }

    /// The values, in the statement's order.
    pub(crate) fn values(&self) -> &[Value] {
        &self.values
    }

    fn at(&self, col: &str) -> Result<&Value> {
        self.columns
            .iter()
            .position(|c| c == col)
            .and_then(|i| self.values.get(i))
            .ok_or_else(|| bad(col, "no such column"))
    }

    pub(crate) fn opt_i64(&self, col: &str) -> Result<Option<i64>> {
        match self.at(col)? {
            Value::Null => Ok(None),
            Value::Int(v) => Ok(Some(*v)),
            other => Err(bad(col, format!("{other:?} is not an integer"))),
        }
    }

    pub(crate) fn i64(&self, col: &str) -> Result<i64> {
        self.opt_i64(col)?.ok_or_else(|| bad(col, "NULL"))
    }

    pub(crate) fn u32(&self, col: &str) -> Result<u32> {
        let v = self.i64(col)?;
        u32::try_from(v).map_err(|_| bad(col, format!("out of range: {v}")))
    }

    pub(crate) fn bool(&self, col: &str) -> Result<bool> {
        match self.i64(col)? {
            0 => Ok(false),
            1 => Ok(true),
            v => Err(bad(col, format!("{v} is not 0 or 1"))),
        }
    }

    pub(crate) fn f64(&self, col: &str) -> Result<f64> {
        match self.at(col)? {
            Value::Real(v) => Ok(*v),
            #[allow(
                clippy::cast_precision_loss,
                reason = "ratings are stored as REAL; an integer here is small"
            )]
            Value::Int(v) => Ok(*v as f64),
            other => Err(bad(col, format!("{other:?} is not a number"))),
        }
    }

    pub(crate) fn opt_text(&self, col: &str) -> Result<Option<String>> {
        match self.at(col)? {
            Value::Null => Ok(None),
            Value::Text(s) => Ok(Some(s.clone())),
            other => Err(bad(col, format!("{other:?} is not text"))),
        }
    }

    pub(crate) fn text(&self, col: &str) -> Result<String> {
        self.opt_text(col)?.ok_or_else(|| bad(col, "NULL"))
    }

    /// A text column parsed with `parse`.
    pub(crate) fn parsed<T>(&self, col: &str, parse: fn(&str) -> Option<T>) -> Result<T> {
        let s = self.text(col)?;
        parse(&s).ok_or_else(|| bad(col, format!("{s:?}")))
    }

    /// A nullable text column parsed with `parse`.
    pub(crate) fn parsed_opt<T>(
        &self,
        col: &str,
        parse: fn(&str) -> Option<T>,
    ) -> Result<Option<T>> {
        self.opt_text(col)?
            .map(|s| parse(&s).ok_or_else(|| bad(col, format!("{s:?}"))))
            .transpose()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_are_read_by_name_whatever_their_order() {
        let row = Row::new(
            vec!["b".to_owned(), "a".to_owned()].into(),
            vec![Value::Text("x".into()), Value::Int(7)],
        );
        assert_eq!(row.i64("a").unwrap(), 7);
        assert_eq!(row.text("b").unwrap(), "x");
        assert!(matches!(row.i64("c"), Err(Error::CorruptDatabase(_))));
        assert!(matches!(row.i64("b"), Err(Error::CorruptDatabase(_))));
    }
}
