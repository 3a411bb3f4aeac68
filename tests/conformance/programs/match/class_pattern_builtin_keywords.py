# probe: class patterns on builtins: keyword sub-patterns read attributes (int.real, complex.imag, str methods exist), bool is an int, int is not a float, object() and type() match widely, a non-class raises TypeError
# inputs
num = 7
# body
def k(v):
    match v:
        case bool(real=r):
            return ("bool", r)
        case int(real=r, imag=0, denominator=1):
            return ("int", r)
        case float(is_integer=_) if v.is_integer():
            return "whole float"
        case complex(real=0, imag=i):
            return ("imaginary", i)
        case complex(real=re, imag=im):
            return ("complex", re, im)
        case str(upper=_):
            return "str"
        case type():
            return ("type", v.__name__)
        case object(missing=_):
            return "missing"
        case object():
            return "object"
r_k = [k(x) for x in [num, True, 2.0, 2.5, 3j, 1 + 2j, "s", int, None, [1]]]
try:
    match num:
        case object(x):
            r_object_pos = x
except TypeError as e:
    r_object_pos = type(e).__name__
alias = int
match num:
    case alias(x):
        r_alias = x
not_a_class = "int"
class Holder:
    cls = not_a_class
try:
    match num:
        case Holder.cls():
            r_str_cls = "matched"
except TypeError as e:
    r_str_cls = type(e).__name__
