# probe: isinstance and issubclass across user hierarchies and __class__
# inputs
kind = "b"
# body
class A:
    pass
class B(A):
    pass
class C:
    pass
pick = {"a": A, "b": B, "c": C}[kind]
obj = pick()
r_is_a = isinstance(obj, A)
r_is_c = isinstance(obj, C)
r_class = obj.__class__ is pick
r_type_eq = type(obj) == B
r_tuple = isinstance(obj, (C, A))
r_sub_tuple = issubclass(pick, (C, B))
