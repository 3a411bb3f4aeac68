# probe: functools.reduce(operator.or_, ...) over Flag members, filtering members by a mask, names of the results
# inputs
wanted = ["FP16", "BF16"]
mask = 6
# body
import functools
import operator
from enum import Flag, IntFlag, auto
class DType(Flag):
    FP32 = auto()
    FP16 = auto()
    BF16 = auto()
    INT8 = auto()
combo = functools.reduce(operator.or_, [DType[w] for w in wanted])
r_combo = (combo.value, combo.name)
r_all = functools.reduce(operator.or_, DType)
r_all_value = r_all.value
r_all_name = r_all.name
r_empty = functools.reduce(operator.or_, [], DType(0))
r_empty_value = r_empty.value
r_and = functools.reduce(operator.and_, [DType(7), DType(6), DType(mask)]).name
r_sel = [d.name for d in DType if d & DType(mask)]
r_sel2 = [d.name for d in DType if d in combo]
r_names = "|".join(d.name for d in combo)
class Cap(IntFlag):
    READ = 1
    WRITE = 2
r_int = functools.reduce(operator.or_, [Cap.READ, Cap.WRITE, 8])
r_int_type = type(r_int).__name__
r_int_value = int(r_int)
r_sum = sum([Cap.READ, Cap.WRITE])
r_sum_type = type(r_sum).__name__
r_max = max(DType, key=lambda d: d.value).name
try:
    functools.reduce(operator.or_, [])
    r_err = "ok"
except TypeError as e:
    r_err = type(e).__name__
