# probe: a contextmanager whose code after the yield raises because the with body filled the yielded list: the exception comes out of the with statement, after the body ran
# expect: raises ValueError
# inputs
item = 1
# body
from contextlib import contextmanager
@contextmanager
def empty_on_exit():
    box = []
    yield box
    if box:
        raise ValueError(len(box))
with empty_on_exit() as b:
    b.append(item)
    r_in_body = list(b)
r_after = "reached"
