# probe: isinstance/issubclass with X | Y unions, nested tuples, bool vs int, type itself
# inputs
x = True
y = 2.5
# body
r_union = isinstance(x, int | str)
r_union_f = isinstance(y, int | str)
r_nested = isinstance(y, (str, (bytes, (float,))))
r_bool_int = (isinstance(x, int), issubclass(bool, int), issubclass(int, bool))
r_type_type = (isinstance(int, type), isinstance(type, type), isinstance(type, object))
r_sub_union = issubclass(bool, float | int)
r_empty = isinstance(x, ())
r_none_union = isinstance(None, int | None)
try:
    isinstance(x, [int])
except TypeError as e:
    r_list = type(e).__name__
try:
    issubclass(x, int)
except TypeError as e:
    r_sub_inst = type(e).__name__
class A: pass
class B(A): pass
r_objs = [isinstance(o, (A, int)) for o in (A(), B(), 1, "s")]
r_subs = [issubclass(c, A) for c in (A, B, object)]
