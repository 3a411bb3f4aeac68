# probe: dataclasses.asdict on nested configs: nested dataclasses become dicts, lists/tuples/dicts of them recursed, the result is a deep copy (mutating it leaves the instance alone), namedtuple fields kept as namedtuples
# inputs
m = 64
tags = ["a"]
# body
import dataclasses, collections
Shape = collections.namedtuple("Shape", "m n")
@dataclasses.dataclass
class Kernel:
    tile: int
    tags: list
@dataclasses.dataclass
class Run:
    kernel: Kernel
    shapes: list
    extra: dict
    pair: tuple = (1, 2)
run = Run(Kernel(m, tags), [Kernel(1, []), Shape(2, 3)], {"k": Kernel(2, ["b"])})
d = dataclasses.asdict(run)
r_kernel = d["kernel"]
r_shapes0 = d["shapes"][0]
r_shape_type = type(d["shapes"][1]).__name__
r_shape_vals = tuple(d["shapes"][1])
r_extra = d["extra"]
r_pair = d["pair"]
d["kernel"]["tags"].append("mutated")
r_instance_tags = run.kernel.tags
r_input_tags = tags
r_same_list = run.kernel.tags is tags
r_astuple = dataclasses.astuple(Kernel(3, [1]))
