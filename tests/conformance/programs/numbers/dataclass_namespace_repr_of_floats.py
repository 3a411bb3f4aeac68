# probe: the generated repr of dataclasses and SimpleNamespace with float fields in exponent form (learning rates, eps, big counts)
# inputs
lr = 1e-05
eps = 1e-08
tokens = 2e12
# body
import dataclasses
import types
@dataclasses.dataclass
class Opt:
    lr: float = 3e-4
    eps: float = 1e-8
    weight_decay: float = 0.1
r_default = repr(Opt())
r_custom = repr(Opt(lr=lr, eps=eps))
r_str = str(Opt(weight_decay=tokens))
r_fields = dataclasses.asdict(Opt(lr=lr))
ns = types.SimpleNamespace(lr=lr, tokens=tokens, steps=1000)
r_ns = repr(ns)
r_plain = repr(Opt(lr=0.001, eps=0.5, weight_decay=0.0))
