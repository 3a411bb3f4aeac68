# probe: a SimpleNamespace filled from an input dict, vars() updated with another input dict, attributes read with getattr defaults and compared
# inputs
base = {"lr": 1, "bs": 8}
over = {"bs": 16, "new": True}
# body
import types
ns = types.SimpleNamespace(**base)
vars(ns).update(over)
r_bs = ns.bs
r_lr = ns.lr
r_new = getattr(ns, "new", False)
r_missing = getattr(ns, "missing", "dflt")
r_keys = sorted(vars(ns))
r_eq = ns == types.SimpleNamespace(**{**base, **over})
ns.lr *= 10
r_lr_after = ns.lr
del ns.bs
r_has_bs = hasattr(ns, "bs")
r_len = len(vars(ns))
