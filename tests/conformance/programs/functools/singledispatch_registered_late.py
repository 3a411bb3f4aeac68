# probe: singledispatch: a type registered after first calls changes later dispatch; subclass dispatch through the MRO; dispatch() and registry; a bool goes to int's handler until bool is registered
# inputs
v_int = 3
v_str = "s"
# body
from functools import singledispatch
@singledispatch
def show(x):
    return "default"
@show.register
def _(x: int):
    return "int"
r_before = (show(v_int), show(True), show(v_str), show(1.5))
@show.register(str)
def _(x):
    return "str"
r_after_str = show(v_str)
@show.register(bool)
def _(x):
    return "bool"
r_after_bool = (show(True), show(v_int))
class Base:
    pass
class Child(Base):
    pass
r_child_default = show(Child())
show.register(Base, lambda x: "base")
r_child_base = show(Child())
r_dispatch = (show.dispatch(bool) is show.registry[bool], show.dispatch(Child) is show.registry[Base])
r_registry_size = len(show.registry)
r_object_default = show.dispatch(object) is show.registry[object]
