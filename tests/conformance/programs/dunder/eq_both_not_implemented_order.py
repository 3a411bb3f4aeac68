# probe: == where both sides return NotImplemented: the right-hand subclass is asked first, then the left, then identity; each once
# inputs
v = 1
# body
calls = []
class R:
    def __eq__(self, o):
        calls.append("R.eq")
        return NotImplemented
class S(R):
    def __eq__(self, o):
        calls.append("S.eq")
        return NotImplemented
r = R() == S()
r_calls = list(calls)
calls.clear()
r_plain = R() == R()
r_plain_calls = list(calls)
