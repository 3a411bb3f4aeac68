# probe: enum class definition and use errors: @unique with an alias (ValueError), reassigning or deleting a member (AttributeError), subclassing an enum with members (TypeError), ordering plain members (TypeError), containment of a non-member in 3.11
# inputs
probe_value = "bf16"
# body
import enum
class DType(enum.Enum):
    BF16 = "bf16"
    FP8 = "fp8"
def attempt(fn):
    try:
        return ("ok", fn())
    except (ValueError, AttributeError, TypeError) as e:
        return ("err", type(e).__name__)
def make_unique():
    @enum.unique
    class D(enum.Enum):
        A = 1
        B = 1
    return len(D)
r_unique = attempt(make_unique)
def reassign():
    DType.BF16 = "x"
r_reassign = attempt(reassign)
def delete():
    del DType.FP8
r_delete = attempt(delete)
def subclass():
    class More(DType):
        INT4 = "int4"
    return 1
r_subclass = attempt(subclass)
r_order = attempt(lambda: DType.BF16 < DType.FP8)
r_in_member = attempt(lambda: DType.FP8 in DType)
r_in_value = attempt(lambda: probe_value in DType)
r_members_after = [m.name for m in DType]
def empty_ok():
    class Base(enum.Enum):
        def describe(self):
            return self.name.lower()
    class Sub(Base):
        X = 1
    return Sub.X.describe()
r_empty_base = attempt(empty_ok)
