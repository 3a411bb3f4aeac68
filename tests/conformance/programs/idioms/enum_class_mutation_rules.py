# probe: Enum classes after creation: reassigning or deleting a member raises AttributeError, adding a new non-member attribute works, members are not instances of a subclassable enum
# inputs
val = "f16"
# body
import enum
class DT(enum.Enum):
    F16 = "f16"
    F32 = "f32"
try:
    DT.F16 = "x"
    r_reassign = "ok"
except AttributeError as e:
    r_reassign = type(e).__name__
try:
    del DT.F16
    r_del = "ok"
except AttributeError as e:
    r_del = type(e).__name__
DT.extra = 5
r_extra = (DT.extra, "extra" in DT.__members__, len(DT))
try:
    class DT2(DT):
        BF16 = "bf16"
    r_subclass = "ok"
except TypeError as e:
    r_subclass = type(e).__name__
try:
    DT.F16.value = "y"
    r_value_set = "ok"
except AttributeError as e:
    r_value_set = type(e).__name__
DT.F16.note = "half"
r_note = DT(val).note if DT(val) is DT.F16 else None
r_same_member = DT(val) is DT["F16"]
