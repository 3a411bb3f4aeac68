# probe: a backend registry keyed by Flag capabilities: required caps reduced with |, backends chosen by `required in caps`, names listed
# inputs
need = ["FP16", "TENSOR_CORES"]
order = ["cuda", "rocm", "cpu"]
# body
import functools
import operator
from enum import Flag, auto
class Cap(Flag):
    NONE = 0
    FP16 = auto()
    BF16 = auto()
    TENSOR_CORES = auto()
    ASYNC = auto()
BACKENDS = {}
def register(name, *caps):
    def deco(cls):
        BACKENDS[name] = (cls, functools.reduce(operator.or_, caps, Cap.NONE))
        return cls
    return deco
@register("cuda", Cap.FP16, Cap.BF16, Cap.TENSOR_CORES, Cap.ASYNC)
class Cuda:
    pass
@register("rocm", Cap.FP16, Cap.BF16)
class Rocm:
    pass
@register("cpu")
class Cpu:
    pass
required = Cap.NONE
for n in need:
    required |= Cap[n]
r_required = (required.value, required.name)
r_ok = [name for name in order if required in BACKENDS[name][1]]
r_caps = {name: BACKENDS[name][1].value for name in order}
r_cpu = (BACKENDS["cpu"][1] is Cap.NONE, BACKENDS["cpu"][1].name, bool(BACKENDS["cpu"][1]))
r_missing = {name: (required & ~BACKENDS[name][1]).value for name in order}
r_first = next((name for name in order if Cap.ASYNC & BACKENDS[name][1]), None)
r_cls = BACKENDS[r_ok[0]][0].__name__ if r_ok else None
