# probe: from module import * respects __all__ and skips underscore names
# inputs
v = 1
# body
from pub import *
from nopub import *
r_public = sorted(n for n in ("a", "b", "_c", "d", "e", "_f") if n in globals())
r_a = a  # noqa: F405
