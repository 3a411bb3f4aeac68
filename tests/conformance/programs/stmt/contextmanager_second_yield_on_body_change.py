# probe: a contextmanager that yields a second time when the body set a flag: leaving the with raises RuntimeError (generator didn't stop)
# expect: raises RuntimeError
# inputs
value = True
# body
from contextlib import contextmanager
flag = [False]
@contextmanager
def once_unless_flagged():
    yield
    if flag[0]:
        yield
with once_unless_flagged():
    flag[0] = value
r_after = "reached"
