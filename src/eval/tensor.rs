//! Tensors, as far as a harness's checks can see them: a tensor made by a torch factory
//! (`torch.randn(batch, s_kv, heads, dim, dtype=dtype)`) keeps its shape and dtype through the
//! methods that only reshape or convert it (`.to(dtype)`, `.float()`, `.view(b * s, h, d)`,
//! `.transpose(1, 2)`, …), so a harness line that decides on `q.shape[1] // k.shape[1]` or
//! `x.dtype != residual.dtype` decides here as in Python. Anything that computes values
//! (arithmetic, indexing, a kernel) gives an unknown. This is torch's own behaviour, not a
//! harness's: the shapes come from the harness's arguments.
//!
//! In: a factory or method and its arguments. Out: a tensor value, or `None` when its shape and
//! dtype can't be told.

use std::rc::Rc;

use super::torch;
use super::value::{Builtin, Value, V};

pub use super::value::{Dim, Tensor};

/// The most dimensions a tensor is given (torch allows 64).
const MAX_DIMS: usize = 64;

pub fn value<'a>(t: Tensor) -> Value<'a> {
    Value::new(V::Tensor(Rc::new(t)))
}

fn dtype_named(name: &str) -> Option<u8> {
    torch::lookup(name)
}

/// A size argument list: `(2, 3)`, `((2, 3),)`, `([2, 3],)`, `(torch.Size,)`.
fn sizes(args: &[Value]) -> Option<Vec<Dim>> {
    let items: Vec<Value> = match args {
        [one] => match &one.kind {
            V::Tuple(t) => t.as_ref().clone(),
            V::List(l) => l.borrow().items.clone(),
            _ => vec![one.clone()],
        },
        _ => args.to_vec(),
    };
    if items.len() > MAX_DIMS {
        return None;
    }
    let mut dims = Vec::with_capacity(items.len());
    for i in &items {
        dims.push(match &i.kind {
            V::Int(n) => Some(*n),
            V::Unknown => None,
            _ => return None,
        });
    }
    Some(dims)
}

fn kw_dtype(kwargs: &[(Rc<str>, Value)]) -> Option<Option<u8>> {
    kwargs.iter().find(|(k, _)| &**k == "dtype").map(|(_, v)| match v.kind {
        V::Dtype(d) => Some(d),
        _ => None,
    })
}

/// `torch.randn(*size, dtype=…)` and the other factories.
pub fn factory<'a>(f: Builtin, args: &[Value<'a>], kwargs: &[(Rc<str>, Value<'a>)]) -> Option<Value<'a>> {
    use Builtin as B;
    let float = dtype_named("float32");
    let long = dtype_named("int64");
    let (shape, default) = match f {
        B::TensorSized => (sizes(args), float),
        B::TensorFull => {
            let fill = args.get(1)?;
            let default = match fill.kind {
                V::Bool(_) => dtype_named("bool"),
                V::Int(_) => long,
                V::Float(_) => float,
                _ => None,
            };
            (sizes(args.get(..1)?), default)
        }
        B::TensorRandint => {
            // randint(high, size) or randint(low, high, size).
            let size = match args {
                [_, size] | [_, _, size] => size,
                _ => return None,
            };
            (sizes(std::slice::from_ref(size)), long)
        }
        B::TensorRandperm => (sizes(args.get(..1)?), long),
        B::TensorArange => {
            let nums: Option<Vec<f64>> = args
                .iter()
                .map(|a| match a.kind {
                    V::Int(i) => Some(i as f64),
                    V::Float(f) => Some(f),
                    _ => None,
                })
                .collect();
            let all_int = args.iter().all(|a| matches!(a.kind, V::Int(_)));
            let len = nums.and_then(|n| {
                let (start, end, step) = match n.as_slice() {
                    [e] => (0.0, *e, 1.0),
                    [s, e] => (*s, *e, 1.0),
                    [s, e, st] => (*s, *e, *st),
                    _ => return None,
                };
                (step != 0.0).then(|| (((end - start) / step).ceil()).max(0.0) as i64)
            });
            (Some(vec![len]), if all_int { long } else { float })
        }
        B::TensorLike => {
            let V::Tensor(t) = &args.first()?.kind else { return None };
            (t.shape.clone(), t.dtype)
        }
        _ => return None,
    };
    let dtype = kw_dtype(kwargs).unwrap_or(default);
    Some(value(Tensor { shape, dtype }))
}

fn norm_dim(d: i64, n: usize) -> Option<usize> {
    let n = n as i64;
    let d = if d < 0 { d + n } else { d };
    (0..n).contains(&d).then_some(d as usize)
}

fn numel(shape: &[Dim]) -> Option<i64> {
    shape.iter().try_fold(1i64, |acc, d| acc.checked_mul((*d)?))
}

fn int_args(args: &[Value]) -> Option<Vec<i64>> {
    sizes(args)?.into_iter().collect()
}

/// A tensor's attribute: `shape`, `dtype`, `ndim`; `None` for one this model does not know.
pub fn attr<'a>(t: &Tensor, name: &str) -> Option<Value<'a>> {
    Some(match name {
        "shape" => shape_value(t.shape.as_ref()?),
        "dtype" => Value::new(V::Dtype(t.dtype?)),
        "ndim" => Value::int(t.shape.as_ref()?.len() as i64),
        _ => return None,
    })
}

fn shape_value<'a>(shape: &[Dim]) -> Value<'a> {
    Value::tuple(
        shape
            .iter()
            .map(|d| d.map_or_else(|| Value::unknown(0), Value::int))
            .collect(),
    )
}

/// A tensor's method that only reads or reshapes it: the result, `None` when not known.
/// Long by design: a table of the methods modelled, one short arm each, read by name.
pub fn method<'a>(
    recv: &Value<'a>,
    t: &Tensor,
    name: &str,
    args: &[Value<'a>],
    kwargs: &[(Rc<str>, Value<'a>)],
) -> Option<Value<'a>> {
    let shape = t.shape.clone();
    let same_dtype = |shape: Option<Vec<Dim>>| value(Tensor { shape, dtype: t.dtype });
    let with_dtype = |d: Option<u8>| {
        value(Tensor {
            shape: t.shape.clone(),
            dtype: d,
        })
    };
    Some(match name {
        "size" => match args {
            [] => shape_value(shape.as_ref()?),
            [d] => {
                let s = shape.as_ref()?;
                let i = norm_dim(d.as_int()?, s.len())?;
                s[i].map_or_else(|| Value::unknown(0), Value::int)
            }
            _ => return None,
        },
        "dim" | "ndimension" => Value::int(shape.as_ref()?.len() as i64),
        "numel" | "nelement" => Value::int(numel(shape.as_ref()?)?),
        "element_size" => Value::int(torch::info(t.dtype?).itemsize),
        "is_floating_point" => Value::bool(torch::info(t.dtype?).floating),
        "is_complex" => Value::bool(torch::info(t.dtype?).name.starts_with("complex")),
        "to" => {
            let dtype = args
                .iter()
                .chain(kwargs.iter().filter(|(k, _)| &**k == "dtype").map(|(_, v)| v))
                .find_map(|a| match &a.kind {
                    V::Dtype(d) => Some(Some(*d)),
                    V::Tensor(other) => Some(other.dtype),
                    _ => None,
                });
            match dtype {
                Some(d) => with_dtype(d),
                // A device, `non_blocking`, a copy: the same tensor.
                None if args.iter().all(|a| matches!(a.kind, V::Str(_) | V::Bool(_))) => same_dtype(shape),
                None => return None,
            }
        }
        "float" => with_dtype(dtype_named("float32")),
        "double" => with_dtype(dtype_named("float64")),
        "half" => with_dtype(dtype_named("float16")),
        "bfloat16" => with_dtype(dtype_named("bfloat16")),
        "int" => with_dtype(dtype_named("int32")),
        "long" => with_dtype(dtype_named("int64")),
        "bool" => with_dtype(dtype_named("bool")),
        "type" if args.is_empty() => return None,
        "contiguous" | "clone" | "detach" | "cuda" | "cpu" | "requires_grad_" | "pin_memory" => recv.clone(),
        "zero_" | "normal_" | "uniform_" | "fill_" | "copy_" | "random_" | "exponential_" => recv.clone(),
        "view" if matches!(args, [a] if matches!(a.kind, V::Dtype(_))) => {
            let V::Dtype(d) = args[0].kind else { return None };
            let (from, to) = (torch::info(t.dtype?).itemsize, torch::info(d).itemsize);
            let mut s = shape?;
            if let Some(last) = s.last_mut() {
                *last = last.and_then(|n| (n * from).checked_div(to));
            }
            value(Tensor {
                shape: Some(s),
                dtype: Some(d),
            })
        }
        "view" | "reshape" => same_dtype(reshape(shape.as_deref(), args)),
        "flatten" => {
            let s = shape?;
            let n = s.len();
            let start = norm_dim(args.first().and_then(Value::as_int).unwrap_or(0), n.max(1))?;
            let end = norm_dim(args.get(1).and_then(Value::as_int).unwrap_or(-1), n.max(1))?;
            if n == 0 {
                return Some(same_dtype(Some(vec![Some(1)])));
            }
            let mut out: Vec<Dim> = s[..start].to_vec();
            out.push(numel(&s[start..=end.max(start)]));
            out.extend_from_slice(&s[end.max(start) + 1..]);
            same_dtype(Some(out))
        }
        "t" => {
            let mut s = shape?;
            if s.len() == 2 {
                s.swap(0, 1);
            }
            same_dtype(Some(s))
        }
        "transpose" | "swapaxes" => {
            let mut s = shape?;
            let [a, b] = args else { return None };
            let (a, b) = (norm_dim(a.as_int()?, s.len())?, norm_dim(b.as_int()?, s.len())?);
            s.swap(a, b);
            same_dtype(Some(s))
        }
        "permute" => {
            let s = shape?;
            let order = int_args(args)?;
            if order.len() != s.len() {
                return None;
            }
            let out: Option<Vec<Dim>> = order.iter().map(|&d| norm_dim(d, s.len()).map(|i| s[i])).collect();
            same_dtype(Some(out?))
        }
        "unsqueeze" => {
            let mut s = shape?;
            let d = norm_dim(args.first()?.as_int()?, s.len() + 1)?;
            s.insert(d, Some(1));
            same_dtype(Some(s))
        }
        "squeeze" => {
            let s = shape?;
            match args {
                [] => {
                    if s.iter().any(Option::is_none) {
                        return None;
                    }
                    same_dtype(Some(s.into_iter().filter(|d| *d != Some(1)).collect()))
                }
                [d] => {
                    let i = norm_dim(d.as_int()?, s.len())?;
                    let mut s = s;
                    match s[i] {
                        Some(1) => {
                            s.remove(i);
                        }
                        Some(_) => {}
                        None => return None,
                    }
                    same_dtype(Some(s))
                }
                _ => return None,
            }
        }
        "expand" => {
            let s = shape?;
            let want = sizes(args)?;
            if want.len() < s.len() {
                return None;
            }
            let lead = want.len() - s.len();
            let out: Vec<Dim> = want
                .iter()
                .enumerate()
                .map(|(i, w)| match w {
                    Some(-1) if i >= lead => s[i - lead],
                    other => *other,
                })
                .collect();
            same_dtype(Some(out))
        }
        _ => return None,
    })
}

/// `view(*shape)` / `reshape(*shape)`, with one `-1` inferred from the element count.
fn reshape(from: Option<&[Dim]>, args: &[Value]) -> Option<Vec<Dim>> {
    let mut want = sizes(args)?;
    let holes = want.iter().filter(|d| **d == Some(-1)).count();
    if holes == 1 {
        let total = from.and_then(numel);
        let known: Option<i64> = want
            .iter()
            .filter(|d| **d != Some(-1))
            .try_fold(1i64, |acc, d| acc.checked_mul((*d)?));
        let inferred = match (total, known) {
            (Some(t), Some(k)) if k > 0 && t % k == 0 => Some(t / k),
            _ => None,
        };
        for d in want.iter_mut() {
            if *d == Some(-1) {
                *d = inferred;
            }
        }
    }
    Some(want)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(dims: &[i64], dtype: &str) -> Tensor {
        Tensor {
            shape: Some(dims.iter().map(|&d| Some(d)).collect()),
            dtype: dtype_named(dtype),
        }
    }

    fn shape_of(v: Option<Value>) -> Vec<Option<i64>> {
        match v.map(|v| v.kind) {
            Some(V::Tensor(t)) => t.shape.clone().expect("shape"),
            other => panic!("not a tensor: {:?}", other.map(|_| ())),
        }
    }

    /// Expected shapes as torch gives them.
    #[test]
    fn reshaping_methods_give_torchs_shapes() {
        let x = t(&[2, 3, 4, 8], "bfloat16");
        let recv = value(x.clone());
        let m = |name: &str, args: Vec<Value<'static>>| shape_of(method(&recv, &x, name, &args, &[]));
        let some = |d: &[i64]| d.iter().map(|&x| Some(x)).collect::<Vec<_>>();
        assert_eq!(m("transpose", vec![Value::int(1), Value::int(2)]), some(&[2, 4, 3, 8]));
        assert_eq!(m("reshape", vec![Value::int(6), Value::int(-1)]), some(&[6, 32]));
        assert_eq!(m("flatten", vec![Value::int(1), Value::int(2)]), some(&[2, 12, 8]));
        assert_eq!(
            m(
                "permute",
                vec![Value::int(0), Value::int(2), Value::int(1), Value::int(3)]
            ),
            some(&[2, 4, 3, 8])
        );
        assert_eq!(m("unsqueeze", vec![Value::int(-1)]), some(&[2, 3, 4, 8, 1]));
        let f8 = Value::new(V::Dtype(dtype_named("float8_e4m3fn").expect("fp8")));
        assert_eq!(m("view", vec![f8]), some(&[2, 3, 4, 16]));
        let size = method(&recv, &x, "size", &[Value::int(-1)], &[]).expect("size");
        assert_eq!(size.as_int(), Some(8));
        let n = method(&recv, &x, "numel", &[], &[]).expect("numel");
        assert_eq!(n.as_int(), Some(192));
    }
}
