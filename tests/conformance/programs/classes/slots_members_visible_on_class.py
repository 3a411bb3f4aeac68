# probe: slot names are member descriptors in the class __dict__: hasattr/getattr/dir/vars on the class see them
# inputs
v = 1
# body
import types
class S:
    __slots__ = ("a", "b")
class T(S):
    __slots__ = ("c",)
r_in_dict = ("a" in S.__dict__, "c" in T.__dict__, "a" in T.__dict__)
r_hasattr = (hasattr(S, "a"), hasattr(T, "a"), hasattr(T, "c"))
r_getattr = getattr(S, "b", None) is None
r_dir = [n for n in dir(T) if n in ("a", "b", "c")]
r_member = isinstance(S.__dict__["a"], types.MemberDescriptorType)
r_name = S.__dict__["b"].__name__
t = T()
t.a = v
r_via = S.__dict__["a"].__get__(t, T)
