# probe: ExitStack runs callbacks LIFO, a pushed exit returning True suppresses, pop_all transfers callbacks, enter_context returns __enter__ value, exception in a callback chains
# inputs
v = 0
# body
from contextlib import ExitStack, suppress
log = []
class CM:
    def __init__(self, n):
        self.n = n
    def __enter__(self):
        log.append("enter" + self.n)
        return self.n * 2
    def __exit__(self, *exc):
        log.append("exit" + self.n)
        return False
with ExitStack() as st:
    r_enter = st.enter_context(CM("a"))
    st.callback(log.append, "cb1")
    st.push(lambda *exc: log.append(("push", exc[0] is not None)) or True)
    st.enter_context(CM("b"))
    1 / v
r_after_suppressed = list(log)
log.clear()
with ExitStack() as outer:
    with ExitStack() as inner:
        inner.callback(log.append, "moved")
        kept = inner.pop_all()
    log.append("inner closed")
r_moved = list(log)
kept.close()
r_moved_after = list(log)
try:
    with ExitStack() as st:
        st.callback(lambda: 1 / v)
        raise KeyError("k")
except ZeroDivisionError as e:
    r_chain = type(e.__context__).__name__
with suppress():
    r_empty_suppress = "ran"
try:
    with suppress():
        raise KeyError
except KeyError:
    r_empty_not = "raised"
