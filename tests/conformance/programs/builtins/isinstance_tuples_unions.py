# probe: isinstance/issubclass with nested tuples, empty tuples, X | Y unions, bool as int, type as instance, and the refusals (lists, generics)
# inputs
value = True
dtype = "fp16"
# body
def attempt(f, *a):
    try:
        return f(*a)
    except TypeError as e:
        return type(e).__name__
r_empty = attempt(isinstance, value, ())
r_bool_int = (isinstance(value, int), isinstance(1, bool), issubclass(bool, int), issubclass(int, bool))
r_type = (isinstance(int, type), isinstance(type, type), isinstance(type, object), isinstance(1, type))
r_sub_instance = attempt(issubclass, value, int)
r_sub_union = attempt(issubclass, bool, int | str)
r_none_type = (isinstance(None, type(None)), type(None).__name__)
r_float_int = (isinstance(1.0, int), isinstance(1, float), isinstance(1, (float, complex)))
r_type_is = (type(value) is int, type(value) is bool, type(value) == int)
r_nested = attempt(isinstance, value, (str, (float, (int,))))
r_union = (attempt(isinstance, value, int | str), attempt(isinstance, dtype, int | None), attempt(isinstance, None, int | None))
r_list_arg = attempt(isinstance, value, [int])
r_generic = attempt(isinstance, [], list[int])
r_sub_tuple = attempt(issubclass, bool, (str, (int,)))
