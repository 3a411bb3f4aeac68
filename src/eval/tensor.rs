//! Tensors, as far as a harness's checks can see them: a tensor made by a torch factory
//! (`torch.randn(batch, s_kv, heads, dim, dtype=dtype)`) keeps its shape and dtype through the
//! methods that only reshape or convert it (`.to(dtype)`, `.float()`, `.view(b * s, h, d)`,
//! `.transpose(1, 2)`, …), so a harness line that decides on `q.shape[1] // k.shape[1]` or
//! `x.dtype != residual.dtype` decides here as in Python. Anything that computes values
//! (arithmetic, indexing, a kernel) gives an unknown. This is torch's own behaviour, not a
//! harness's: the shapes come from the harness's arguments.
//!
//! Torch's own checks on what these calls are given are modelled too, with torch's messages: a
//! size that is no int (`TypeError`), a negative size (`RuntimeError`), and a dtype the random
//! kernels have no code for (`randn`/`normal_` and `rand`/`uniform_` on an integer, `bool`, 8- or
//! 4-bit float dtype: `NotImplementedError`, `"normal_kernel_cuda" not implemented for
//! 'Float8_e4m3fn'`). A call or a value this model does not know stays unknown, never an error.
//!
//! In: a factory or method and its arguments. Out: a tensor value, or `None` when its shape and
//! dtype can't be told; or the error torch raises ([`factory_error`], [`method_error`]).

use std::rc::Rc;

use super::torch;
use super::value::{Builtin, Value, V};

pub use super::value::{Dim, Tensor};

/// An error torch raises on a call's arguments: its class, torch's message, and the taint of the
/// argument it is about.
#[derive(Debug, PartialEq)]
pub struct TorchError {
    pub class: &'static str,
    pub message: String,
    pub taint: u64,
}

/// Which kernel fills what a factory makes (the random ones have dtypes they refuse).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Fill {
    /// `randn`, `randn_like`, `normal_`: torch's `normal_` kernel.
    Normal,
    /// `rand`, `rand_like`, `uniform_`: torch's `uniform_`, which checks its bounds first.
    Uniform,
    /// Anything else: no kernel that refuses a dtype.
    Other,
}

/// A factory of a size: its name in torch and what fills it.
fn sized(f: Builtin) -> Option<(&'static str, Fill)> {
    Some(match f {
        Builtin::TensorRandn => ("randn", Fill::Normal),
        Builtin::TensorRand => ("rand", Fill::Uniform),
        Builtin::TensorEmpty => ("empty", Fill::Other),
        Builtin::TensorZeros => ("zeros", Fill::Other),
        Builtin::TensorOnes => ("ones", Fill::Other),
        _ => return None,
    })
}

/// The most dimensions a tensor is given (torch allows 64).
const MAX_DIMS: usize = 64;

pub fn value<'a>(t: Tensor) -> Value<'a> {
    Value::new(V::Tensor(Rc::new(t)))
}

/// A dtype by its torch name (a literal), looked up once per name: the factories ask on every
/// call.
macro_rules! dtype_named {
    ($name:literal) => {{
        static ID: std::sync::OnceLock<Option<u8>> = std::sync::OnceLock::new();
        *ID.get_or_init(|| torch::lookup($name))
    }};
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

fn kwarg<'v, 'a>(kwargs: &'v [(Rc<str>, Value<'a>)], name: &str) -> Option<&'v Value<'a>> {
    kwargs.iter().find(|(k, _)| &**k == name).map(|(_, v)| v)
}

/// Where a `device=` argument puts a tensor: `"cuda"`/`"cuda:1"` a CUDA device, `"cpu"` the
/// CPU; `None` for what this model can't tell (a `torch.device`, another device type).
fn device_of(v: &Value) -> Option<bool> {
    match &v.kind {
        V::Str(s) if s.starts_with("cuda") => Some(true),
        V::Str(s) if &**s == "cpu" => Some(false),
        _ => None,
    }
}

/// The device a factory puts its tensor on: its `device=`, else torch's default, the CPU.
fn factory_device(kwargs: &[(Rc<str>, Value)]) -> Option<bool> {
    match kwarg(kwargs, "device") {
        Some(v) => device_of(v),
        None => Some(false),
    }
}

/// The values a factory's size is given as: `randn(2, 3)`, `randn((2, 3))`, `size=(2, 3)`,
/// `full((2, 3), x)`, `randint(lo, hi, (2, 3))`. `None` when the call gives none this model
/// reads.
fn size_values<'a>(f: Builtin, args: &[Value<'a>], kwargs: &[(Rc<str>, Value<'a>)]) -> Option<Vec<Value<'a>>> {
    let seq = |v: &Value<'a>| match &v.kind {
        V::Tuple(t) => Some(t.as_ref().clone()),
        V::List(l) => Some(l.borrow().items.clone()),
        _ => None,
    };
    if let Some(v) = kwarg(kwargs, "size") {
        return seq(v).or_else(|| Some(vec![v.clone()]));
    }
    match f {
        _ if sized(f).is_some() => match args {
            [] => None,
            [one] => seq(one).or_else(|| Some(vec![one.clone()])),
            more => Some(more.to_vec()),
        },
        Builtin::TensorFull => seq(args.first()?),
        Builtin::TensorRandint => match args {
            [_, size] | [_, _, size] => seq(size),
            _ => None,
        },
        _ => None,
    }
}

/// A value's type as torch names it in its argument errors.
fn py_type(v: &Value) -> Option<&'static str> {
    match &v.kind {
        V::Unknown | V::Instance(_) => None,
        V::Dtype(_) => Some("torch.dtype"),
        _ => Some(v.type_name()),
    }
}

/// The error torch raises for a factory call's arguments, before it makes a tensor: a size that
/// is no int, a negative size, a dtype the kernel filling it has no code for. `None` when torch
/// takes them, or when what decides it is not known.
pub fn factory_error<'a>(f: Builtin, args: &[Value<'a>], kwargs: &[(Rc<str>, Value<'a>)]) -> Option<TorchError> {
    let (name, fill) = match f {
        Builtin::TensorFull => ("full", Fill::Other),
        Builtin::TensorRandint => ("randint", Fill::Other),
        Builtin::TensorRandnLike | Builtin::TensorRandLike => {
            let k = if f == Builtin::TensorRandnLike {
                Fill::Normal
            } else {
                Fill::Uniform
            };
            let V::Tensor(t) = &args.first()?.kind else { return None };
            let dtype = match kwarg(kwargs, "dtype") {
                Some(v) => match v.kind {
                    V::Dtype(d) => Some(d),
                    _ => return None,
                },
                None => t.dtype,
            };
            let cuda = kwarg(kwargs, "device").map_or(t.cuda, device_of);
            let taint = kwarg(kwargs, "dtype").map_or(args[0].taint, |v| v.taint);
            return kernel_error(k, dtype?, t.shape.as_deref(), cuda, taint);
        }
        _ => sized(f)?,
    };
    let items = size_values(f, args, kwargs)?;
    // Parsing the arguments: every size an int.
    if let Some((i, bad)) = items.iter().enumerate().find(|(_, v)| {
        !matches!(
            v.kind,
            V::Int(_) | V::Bool(_) | V::Unknown | V::Tensor(_) | V::Instance(_)
        )
    }) {
        let message = if args.len() == 1 && kwargs.is_empty() {
            // One signature takes a single argument: torch names the element.
            format!(
                "{name}(): argument 'size' (position 1) must be tuple of ints, but found element of type {} at pos {i}",
                bad.type_name()
            )
        } else {
            let given: Option<Vec<String>> = args
                .iter()
                .map(|a| py_type(a).map(str::to_string))
                .chain(kwargs.iter().map(|(k, v)| py_type(v).map(|t| format!("{k}={t}"))))
                .collect();
            match given {
                Some(g) => format!(
                    "{name}() received an invalid combination of arguments - got ({}), but expected one of: …",
                    g.join(", ")
                ),
                None => format!("{name}() received an invalid combination of arguments"),
            }
        };
        return Some(TorchError {
            class: "TypeError",
            message,
            taint: bad.taint,
        });
    }
    let dims: Option<Vec<i64>> = items.iter().map(Value::as_int).collect();
    if let Some(neg) = items.iter().find(|v| matches!(v.kind, V::Int(n) if n < 0)) {
        let dims = dims?;
        let shown = dims.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
        return Some(TorchError {
            class: "RuntimeError",
            message: format!(
                "Trying to create tensor with negative dimension {}: [{shown}]",
                neg.as_int()?
            ),
            taint: neg.taint,
        });
    }
    let (dtype, taint) = match kwarg(kwargs, "dtype") {
        Some(v) => match v.kind {
            V::Dtype(d) => (d, v.taint),
            _ => return None,
        },
        None => (dtype_named!("float32")?, 0),
    };
    let shape: Vec<Dim> = items.iter().map(|v| v.as_int()).collect();
    kernel_error(fill, dtype, Some(&shape), factory_device(kwargs), taint)
}

/// The error of the kernel that fills a tensor of `dtype` and `shape` on a device (`cuda`) for
/// `fill`: `randn` draws from `normal_`, which has no code for the integer, `bool`, 8- and 4-bit
/// float types (and does nothing on an empty tensor); `rand` from `uniform_`, which checks its
/// bounds for the same types first, empty or not. `None` for the other factories.
fn kernel_error(fill: Fill, dtype: u8, shape: Option<&[Dim]>, cuda: Option<bool>, taint: u64) -> Option<TorchError> {
    if fill == Fill::Other || torch::has_random_kernel(dtype) {
        return None;
    }
    let kernel = match fill {
        Fill::Normal => {
            // An empty tensor is returned before the kernel is looked up.
            let n = numel(shape?)?;
            if n == 0 {
                return None;
            }
            if cuda? {
                "normal_kernel_cuda"
            } else {
                "normal_kernel_cpu"
            }
        }
        _ => "check_uniform_bounds",
    };
    Some(TorchError {
        class: "NotImplementedError",
        message: format!("\"{kernel}\" not implemented for '{}'", torch::scalar_type_name(dtype)),
        taint,
    })
}

/// The error torch raises for a tensor's method on its own dtype: `normal_` and `uniform_` as
/// `randn` and `rand` fill one ([`kernel_error`]). `None` otherwise, or when not known.
pub fn method_error(recv: &Value, t: &Tensor, name: &str) -> Option<TorchError> {
    let fill = match name {
        "normal_" => Fill::Normal,
        "uniform_" => Fill::Uniform,
        _ => return None,
    };
    kernel_error(fill, t.dtype?, t.shape.as_deref(), t.cuda, recv.taint)
}

/// `torch.randn(*size, dtype=…)` and the other factories.
pub fn factory<'a>(f: Builtin, args: &[Value<'a>], kwargs: &[(Rc<str>, Value<'a>)]) -> Option<Value<'a>> {
    use Builtin as B;
    let float = dtype_named!("float32");
    let long = dtype_named!("int64");
    let (shape, default) = match f {
        B::TensorRandn | B::TensorRand | B::TensorEmpty | B::TensorZeros | B::TensorOnes => (sizes(args), float),
        B::TensorFull => {
            let fill = args.get(1)?;
            let default = match fill.kind {
                V::Bool(_) => dtype_named!("bool"),
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
        B::TensorRandnLike | B::TensorRandLike | B::TensorLike => {
            let V::Tensor(t) = &args.first()?.kind else { return None };
            let cuda = kwarg(kwargs, "device").map_or(t.cuda, device_of);
            let dtype = kw_dtype(kwargs).unwrap_or(t.dtype);
            return Some(value(Tensor {
                shape: t.shape.clone(),
                dtype,
                cuda,
            }));
        }
        _ => return None,
    };
    let dtype = kw_dtype(kwargs).unwrap_or(default);
    Some(value(Tensor {
        shape,
        dtype,
        cuda: factory_device(kwargs),
    }))
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
    let same_dtype = |shape: Option<Vec<Dim>>| {
        value(Tensor {
            shape,
            dtype: t.dtype,
            cuda: t.cuda,
        })
    };
    let with_dtype = |d: Option<u8>| {
        value(Tensor {
            shape: t.shape.clone(),
            dtype: d,
            cuda: t.cuda,
        })
    };
    let on = |cuda: Option<bool>| {
        value(Tensor {
            shape: t.shape.clone(),
            dtype: t.dtype,
            cuda,
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
            let device = args
                .iter()
                .chain(kwarg(kwargs, "device"))
                .find(|a| matches!(a.kind, V::Str(_)));
            let cuda = device.map_or(t.cuda, device_of);
            match dtype {
                Some(d) => value(Tensor {
                    shape: t.shape.clone(),
                    dtype: d,
                    cuda,
                }),
                // A device, `non_blocking`, a copy: the same tensor, where the device says.
                None if args.iter().all(|a| matches!(a.kind, V::Str(_) | V::Bool(_))) => on(cuda),
                None => return None,
            }
        }
        "float" => with_dtype(dtype_named!("float32")),
        "double" => with_dtype(dtype_named!("float64")),
        "half" => with_dtype(dtype_named!("float16")),
        "bfloat16" => with_dtype(dtype_named!("bfloat16")),
        "int" => with_dtype(dtype_named!("int32")),
        "long" => with_dtype(dtype_named!("int64")),
        "bool" => with_dtype(dtype_named!("bool")),
        "type" if args.is_empty() => return None,
        "cuda" => on(Some(true)),
        "cpu" => on(Some(false)),
        "contiguous" | "clone" | "detach" | "requires_grad_" | "pin_memory" => recv.clone(),
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
                cuda: t.cuda,
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
            dtype: torch::lookup(dtype),
            cuda: Some(true),
        }
    }

    fn shape_of(v: Option<Value>) -> Vec<Option<i64>> {
        match v.map(|v| v.kind) {
            Some(V::Tensor(t)) => t.shape.clone().expect("shape"),
            other => panic!("not a tensor: {:?}", other.map(|_| ())),
        }
    }

    /// torch's own errors, as torch 2.x words them (`python_arg_parser.cpp`, `EmptyTensor.cpp`,
    /// `DistributionTemplates.h`).
    #[test]
    fn torch_refuses_what_its_factories_and_random_kernels_cannot_take() {
        use Builtin as B;
        let i = Value::int;
        let kw = |k: &str, v: Value<'static>| (Rc::from(k), v);
        let dt = |n: &str| Value::new(V::Dtype(torch::lookup(n).expect("dtype")));
        let err = |f: B, args: &[Value<'static>], kwargs: &[(Rc<str>, Value<'static>)]| {
            factory_error(f, args, kwargs).map(|e| (e.class, e.message))
        };
        let cuda = || kw("device", Value::str("cuda"));
        // The random kernels' dtypes: by device for `normal_`, whatever the device for `uniform_`.
        assert_eq!(
            err(B::TensorRandn, &[i(2), i(3)], &[kw("dtype", dt("int8")), cuda()]),
            Some((
                "NotImplementedError",
                "\"normal_kernel_cuda\" not implemented for 'Char'".into()
            ))
        );
        assert_eq!(
            err(B::TensorRandn, &[i(2)], &[kw("dtype", dt("float8_e4m3fn"))]),
            Some((
                "NotImplementedError",
                "\"normal_kernel_cpu\" not implemented for 'Float8_e4m3fn'".into()
            ))
        );
        assert_eq!(
            err(B::TensorRand, &[i(0)], &[kw("dtype", dt("float4_e2m1fn_x2")), cuda()]),
            Some((
                "NotImplementedError",
                "\"check_uniform_bounds\" not implemented for 'Float4_e2m1fn_x2'".into()
            ))
        );
        // An empty tensor is never filled; floats, bfloat16 and complex have the kernels; other
        // factories fill nothing at random.
        assert_eq!(
            err(B::TensorRandn, &[i(0), i(3)], &[kw("dtype", dt("int8")), cuda()]),
            None
        );
        for ok in ["float32", "bfloat16", "float16", "complex64"] {
            assert_eq!(
                err(B::TensorRandn, &[i(2)], &[kw("dtype", dt(ok)), cuda()]),
                None,
                "{ok}"
            );
        }
        assert_eq!(err(B::TensorEmpty, &[i(2)], &[kw("dtype", dt("float8_e4m3fn"))]), None);
        // Sizes: one argument names the element; more give the start of torch's overload error.
        assert_eq!(
            err(B::TensorRandn, &[Value::new(V::Float(2.5))], &[]),
            Some((
                "TypeError",
                "randn(): argument 'size' (position 1) must be tuple of ints, but found element of type float at pos 0"
                    .into()
            ))
        );
        assert_eq!(
            err(B::TensorZeros, &[Value::tuple(vec![i(2), Value::str("x")])], &[]),
            Some((
                "TypeError",
                "zeros(): argument 'size' (position 1) must be tuple of ints, but found element of type str at pos 1"
                    .into()
            ))
        );
        assert_eq!(
            err(B::TensorZeros, &[i(2), Value::new(V::Float(3.0))], &[kw("dtype", dt("float32"))]),
            Some((
                "TypeError",
                "zeros() received an invalid combination of arguments - got (int, float, dtype=torch.dtype), but expected one of: …".into()
            ))
        );
        assert_eq!(
            err(B::TensorFull, &[Value::tuple(vec![i(2), i(-1)]), i(0)], &[]),
            Some((
                "RuntimeError",
                "Trying to create tensor with negative dimension -1: [2, -1]".into()
            ))
        );
        // What is not known is no error: a size, a device.
        assert_eq!(
            err(B::TensorRandn, &[Value::unknown(0)], &[kw("dtype", dt("int8")), cuda()]),
            None
        );
        assert_eq!(
            err(
                B::TensorRandn,
                &[i(2)],
                &[kw("dtype", dt("int8")), kw("device", Value::unknown(0))]
            ),
            None
        );
        // A tensor's own `normal_`/`uniform_`, on the device it was made on.
        let x = Tensor {
            shape: Some(vec![Some(4)]),
            dtype: dtype_named!("float8_e5m2"),
            cuda: Some(true),
        };
        let e = method_error(&value(x.clone()), &x, "normal_").expect("normal_");
        assert_eq!(e.message, "\"normal_kernel_cuda\" not implemented for 'Float8_e5m2'");
        assert_eq!(method_error(&value(x.clone()), &x, "zero_"), None);
        let made = factory(B::TensorEmpty, &[i(4)], &[kw("dtype", dt("int8")), cuda()]).expect("tensor");
        let V::Tensor(t) = &made.kind else { panic!("a tensor") };
        assert_eq!(t.cuda, Some(true));
        assert!(method_error(&made, t, "uniform_").is_some());
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
        let f8 = Value::new(V::Dtype(dtype_named!("float8_e4m3fn").expect("fp8")));
        assert_eq!(m("view", vec![f8]), some(&[2, 3, 4, 16]));
        let size = method(&recv, &x, "size", &[Value::int(-1)], &[]).expect("size");
        assert_eq!(size.as_int(), Some(8));
        let n = method(&recv, &x, "numel", &[], &[]).expect("numel");
        assert_eq!(n.as_int(), Some(192));
    }
}
