//! Torch's functions: `torch.is_tensor`, `finfo`/`iinfo`, the tensor factories
//! ([`crate::eval::tensor::factory`], and torch's checks of their arguments:
//! [`crate::eval::tensor::factory_error`]) and `torch.__dict__.get`.

use super::*;

impl<'a> Interp<'a> {
    /// A torch function: `is_tensor`, `finfo`/`iinfo`, the tensor factories, `torch.__dict__.get`.
    pub(super) fn torch_builtin(
        &mut self,
        b: Builtin,
        args: Vec<Value<'a>>,
        kwargs: Kw<'a>,
        t: Taint,
    ) -> R<'a, Value<'a>> {
        use Builtin as B;
        let arg = |i: usize| args.get(i).cloned();
        let unknown = Value::unknown(t);
        Ok(match b {
            B::IsTensor => match arg(0) {
                Some(Value { kind: V::Tensor(_), .. }) => Value::bool(true),
                Some(v) if !v.is_unknown() && !matches!(v.kind, V::Instance(_)) => Value::bool(false),
                _ => unknown,
            },
            // As torch: `finfo` of an integer (or bool) dtype and `iinfo` of a float one are
            // TypeErrors.
            B::Finfo | B::Iinfo => match arg(0).map(|v| v.kind) {
                Some(V::Dtype(d)) => {
                    let floating = torch::info(d).floating || torch::info(d).name.starts_with("complex");
                    let (wants_float, name, other) = match b {
                        B::Finfo => (true, "finfo", "iinfo"),
                        _ => (false, "iinfo", "finfo"),
                    };
                    if floating != wants_float {
                        let kind = if wants_float { "a floating point" } else { "an integer" };
                        let message = format!(
                            "torch.{name}() requires {kind} input type. Use torch.{other} to handle 'torch.{name}'"
                        );
                        return self.soft_error("TypeError", message, t);
                    }
                    Value::new(V::Finfo(d)).with_taint(t)
                }
                _ => unknown,
            },
            B::TensorRandn
            | B::TensorRand
            | B::TensorEmpty
            | B::TensorZeros
            | B::TensorOnes
            | B::TensorFull
            | B::TensorRandint
            | B::TensorRandperm
            | B::TensorArange
            | B::TensorRandnLike
            | B::TensorRandLike
            | B::TensorLike => {
                // The fields its size comes from reach the kernels, as for any torch call.
                self.events.opaque_taint |= t;
                self.memo_opaque(t);
                // Torch's own checks of what it is given, with its messages.
                // Raised, as torch raises it: the rest of the point does not run.
                if let Some(e) = crate::eval::tensor::factory_error(b, &args, &kwargs) {
                    return Err(self.error(e.class, e.message, e.taint));
                }
                match crate::eval::tensor::factory(b, &args, &kwargs) {
                    Some(v) => v.with_taint(t),
                    None => unknown,
                }
            }
            B::TorchDictGet => match arg(0).as_ref().and_then(|k| k.as_str()) {
                Some(k) => match torch::lookup(k) {
                    Some(d) => Value::new(V::Dtype(d)).with_taint(t),
                    None => arg(1).unwrap_or_else(Value::none),
                },
                None => unknown,
            },
            _ => unreachable!("{b:?} is not of Kind::Torch"),
        })
    }
}
