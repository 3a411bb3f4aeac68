# probe: isinstance(x, type) over classes (plain, derived, with a metaclass, an enum, an
# exception), built-in types and functions, instances and plain values, as registries filter
# a namespace's values
# inputs
n = 3
s = "text"
# body
import enum
class Base:
    pass
class Derived(Base):
    pass
class Meta(type):
    pass
class WithMeta(metaclass=Meta):
    pass
class Color(enum.Enum):
    RED = 1
class Oops(ValueError):
    pass
def helper():
    return n
r_base = isinstance(Base, type)
r_derived = isinstance(Derived, type)
r_with_meta = isinstance(WithMeta, type)
r_meta = isinstance(Meta, type)
r_enum = isinstance(Color, type)
r_member = isinstance(Color.RED, type)
r_exc_class = isinstance(Oops, type)
r_builtin_exc = isinstance(KeyError, type)
r_int_type = isinstance(int, type)
r_type_type = isinstance(type, type)
r_object = isinstance(object, type)
r_range = isinstance(range, type)
r_len = isinstance(len, type)
r_func = isinstance(helper, type)
r_lambda = isinstance(lambda: n, type)
r_instance = isinstance(Derived(), type)
r_int = isinstance(n, type)
r_str = isinstance(s, type)
r_none = isinstance(None, type)
r_list = isinstance([n], type)
r_dict = isinstance({s: n}, type)
r_tuple_of = isinstance(Base, (int, type))
r_module = isinstance(enum, type)
r_filtered = [o.__name__ for o in (Base, n, s, Derived, helper, None, Oops, WithMeta) if isinstance(o, type)]
r_made = isinstance(type("Made", (Base,), {}), type)
