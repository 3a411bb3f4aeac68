# probe: nested dataclasses built from input dicts; asdict recursing into lists and nested instances; replace keeping shared references; fields() metadata
# inputs
layers = [{"name": "a", "dim": 4}, {"name": "b", "dim": 8}]
lr = 0.1
# body
import dataclasses
from dataclasses import dataclass, field
@dataclass
class Layer:
    name: str
    dim: int = field(default=1, metadata={"unit": "ch"})
@dataclass
class Net:
    layers: list
    lr: float = 0.01
    tags: dict = field(default_factory=dict)
net = Net([Layer(**d) for d in layers], lr)
r_asdict = dataclasses.asdict(net)
r_astuple = dataclasses.astuple(net.layers[0])
n2 = dataclasses.replace(net, lr=lr * 2)
r_shared = n2.layers is net.layers
n2.layers.append(Layer("c"))
r_len = len(net.layers)
r_meta = dataclasses.fields(Layer)[1].metadata["unit"]
r_is_dc = (dataclasses.is_dataclass(net), dataclasses.is_dataclass(Net), dataclasses.is_dataclass(3))
r_eq = Net([Layer(**d) for d in layers], lr) == net
try:
    Layer()
    r_missing = "ok"
except TypeError as e:
    r_missing = type(e).__name__
