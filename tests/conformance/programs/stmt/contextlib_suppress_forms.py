# probe: contextlib.suppress with one class, several, a base class, none at all; what it does not list propagates; the rest of the body after the error is skipped; in a loop
# inputs
key = "k"
# body
from contextlib import suppress
log = []
with suppress(KeyError):
    log.append("before")
    {}[key]
    log.append("never")
with suppress(KeyError, IndexError):
    [][0]
with suppress(LookupError):
    {}[key]
try:
    with suppress():
        {}[key]
except KeyError:
    log.append("empty suppress lets it out")
try:
    with suppress(IndexError):
        int(key)
except ValueError:
    log.append("ValueError not suppressed")
count = 0
for i in range(4):
    with suppress(ZeroDivisionError):
        count += 10 // (i - 2)
r_count = count
with suppress(KeyError) as got:
    pass
r_got = got
r_log = log
