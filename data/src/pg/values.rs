//! Values between the store's rows and PostgreSQL's types: each parameter as the type
//! the server expects for it, each column read back as a plain integer, double or text.

use crate::row::{Columns, Row, Value};
use crate::{Error, Result};
use tokio_postgres::Statement;
use tokio_postgres::types::{ToSql, Type};

/// A parameter as the type the server expects for it.
pub(crate) fn param(v: &Value, ty: &Type) -> Box<dyn ToSql + Sync> {
    match (v, ty) {
        (Value::Int(i), &Type::INT4) => Box::new(i32::try_from(*i).unwrap_or(i32::MAX)),
        (Value::Int(i), &Type::INT2) => Box::new(i16::try_from(*i).unwrap_or(i16::MAX)),
        #[allow(clippy::cast_precision_loss, reason = "a whole rating; small")]
        (Value::Int(i), &Type::FLOAT8) => Box::new(*i as f64),
        (Value::Int(i), &Type::BOOL) => Box::new(*i != 0),
        (Value::Int(i), _) => Box::new(*i),
        (Value::Real(r), _) => Box::new(*r),
        (Value::Text(s), _) => Box::new(s.clone()),
        (Value::Null, &Type::INT4) => Box::new(None::<i32>),
        (Value::Null, &Type::FLOAT8) => Box::new(None::<f64>),
        (Value::Null, &Type::TEXT | &Type::VARCHAR) => Box::new(None::<String>),
        (Value::Null, &Type::BOOL) => Box::new(None::<bool>),
        (Value::Null, _) => Box::new(None::<i64>),
    }
}

/// The names of a statement's columns, shared by the rows it returns.
pub(crate) fn columns(stmt: &Statement) -> Columns {
    stmt.columns().iter().map(|c| c.name().to_owned()).collect()
}

pub(crate) fn row(columns: &Columns, r: &tokio_postgres::Row) -> Result<Row> {
    let mut out = Vec::with_capacity(r.len());
    for (i, col) in r.columns().iter().enumerate() {
        let bad = |e: tokio_postgres::Error| Error::CorruptDatabase(format!("column {i}: {e}"));
        let v = match *col.type_() {
            Type::INT8 => r.try_get::<_, Option<i64>>(i).map_err(bad)?.map(Value::Int),
            Type::INT4 => r
                .try_get::<_, Option<i32>>(i)
                .map_err(bad)?
                .map(|v| Value::Int(v.into())),
            Type::INT2 => r
                .try_get::<_, Option<i16>>(i)
                .map_err(bad)?
                .map(|v| Value::Int(v.into())),
            Type::BOOL => r
                .try_get::<_, Option<bool>>(i)
                .map_err(bad)?
                .map(|v| Value::Int(v.into())),
            Type::FLOAT8 => r
                .try_get::<_, Option<f64>>(i)
                .map_err(bad)?
                .map(Value::Real),
            Type::FLOAT4 => r
                .try_get::<_, Option<f32>>(i)
                .map_err(bad)?
                .map(|v| Value::Real(v.into())),
            _ => r
                .try_get::<_, Option<String>>(i)
                .map_err(bad)?
                .map(Value::Text),
        };
        out.push(v.unwrap_or(Value::Null));
    }
    Ok(Row::new(columns.clone(), out))
}
