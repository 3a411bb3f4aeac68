# probe: method arity counts self; unbound builtin method descriptors check their first argument's type; attributes cannot be set on builtin instances but can on functions
# inputs
v = 5
# body
class C:
    def m(self):
        return "m"
    @staticmethod
    def s():
        return "s"
    @classmethod
    def c(cls, x):
        return (cls.__name__, x)
def kind(thunk):
    try:
        return thunk()
    except (TypeError, AttributeError) as e:
        return type(e).__name__
obj = C()
r_extra = kind(lambda: obj.m(v))
r_unbound_ok = C.m(v)
r_static_inst = obj.s()
r_cls_inst = obj.c(v)
r_cls_missing = kind(lambda: C.c())
r_str_desc = kind(lambda: str.upper(v))
r_str_desc_ok = str.upper("ab")
r_int_attr = kind(lambda: setattr(v, "x", 1))
r_obj_attr = kind(lambda: setattr(object(), "x", 1))
def f():
    pass
f.tag = v
r_func_attr = f.tag
r_list_attr = kind(lambda: setattr([], "x", 1))
