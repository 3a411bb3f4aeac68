# probe: repr of Enum members whose values are floats in exponent form, alone and in a list
# inputs
# body
import enum
class Scale(enum.Enum):
    HUGE = 1e16
    TINY = 2.5e-08
    HALF = 0.5
r_huge = repr(Scale.HUGE)
r_tiny = repr(Scale.TINY)
r_half = repr(Scale.HALF)
r_list = str([Scale.HUGE, Scale.HALF])
r_value = Scale.TINY.value
r_str = str(Scale.HUGE)
r_by_value = Scale(1e16).name
