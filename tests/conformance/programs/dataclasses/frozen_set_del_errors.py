# probe: frozen dataclass: setattr and delattr raise FrozenInstanceError (an AttributeError); object.__setattr__ bypasses; hash equal for equal instances
# inputs
v = 4
# body
from dataclasses import dataclass, FrozenInstanceError
@dataclass(frozen=True)
class F:
    a: int
    b: tuple = ()
f = F(v)
errs = []
for action in ("set", "del", "new"):
    try:
        if action == "set":
            f.a = 1
        elif action == "del":
            del f.a
        else:
            f.c = 2
        errs.append("ok")
    except FrozenInstanceError as e:
        errs.append((type(e).__name__, isinstance(e, AttributeError)))
r_errs = errs
object.__setattr__(f, "a", v + 1)
r_bypassed = f.a
r_hash_eq = hash(F(v)) == hash(F(v))
r_set_len = len({F(v), F(v), F(v + 1)})
r_in_dict = {F(1): "one"}[F(1)]
