# probe: isinstance and issubclass with classes, tuples, builtins and bool/int
# inputs
v = True
# body
class A:
    pass
class B(A):
    pass
b = B()
r_inst = (isinstance(b, B), isinstance(b, A), isinstance(A(), B))
r_tuple = isinstance(3, (str, int))
r_bool_int = isinstance(v, int)
r_int_bool = isinstance(1, bool)
r_sub = (issubclass(B, A), issubclass(A, B), issubclass(B, B))
r_sub_builtin = (issubclass(bool, int), issubclass(int, float), issubclass(B, object))
r_none = isinstance(None, type(None))
r_obj = isinstance("s", object)
r_str_list = isinstance([], (list, tuple))
try:
    issubclass(b, A)
except TypeError as e:
    r_bad = type(e).__name__
