# probe: contextlib.suppress in 3.11 does not look inside an ExceptionGroup; subclasses are suppressed; suppress returns its exception instance-free
# inputs
k = "k"
# body
from contextlib import suppress
try:
    with suppress(ValueError):
        raise ExceptionGroup("g", [ValueError(k)])
    r_group = "suppressed"
except ExceptionGroup as e:
    r_group = "not suppressed"
with suppress(LookupError):
    {}[k]
r_subclass = "suppressed"
try:
    with suppress(KeyError):
        [][0]
except IndexError:
    r_sibling = "IndexError"
with suppress(ExceptionGroup):
    raise ExceptionGroup("g", [ValueError(k)])
r_eg_itself = "suppressed"
with suppress(Exception) as s:
    raise ValueError
r_as = s
