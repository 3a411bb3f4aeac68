# probe: a peekable iterator class with a one-item buffer: peek does not consume, next after peek returns the peeked item, peek at end gives the default, bool() looks ahead
# inputs
xs = [10, 20, 30]
# body
_END = object()
class Peekable:
    def __init__(self, it):
        self._it = iter(it)
        self._buf = []
    def __iter__(self):
        return self
    def __next__(self):
        if self._buf:
            return self._buf.pop()
        return next(self._it)
    def peek(self, default=_END):
        if not self._buf:
            try:
                self._buf.append(next(self._it))
            except StopIteration:
                if default is _END:
                    raise
                return default
        return self._buf[-1]
    def __bool__(self):
        return self.peek(None) is not None
p = Peekable(xs)
r_peek = (p.peek(), p.peek())
r_next = next(p)
r_rest = list(p)
r_peek_end = p.peek("done")
r_bool_end = bool(p)
try:
    p.peek()
except StopIteration:
    r_peek_raise = "StopIteration"
q = Peekable(x * 2 for x in xs)
out = []
while q:
    out.append(next(q))
r_drained = out
def tokens(text):
    pk = Peekable(text)
    res = []
    for ch in pk:
        if ch.isdigit():
            num = ch
            while pk.peek("").isdigit():
                num += next(pk)
            res.append(int(num))
        else:
            res.append(ch)
    return res
r_tokens = tokens("12+345-6")
