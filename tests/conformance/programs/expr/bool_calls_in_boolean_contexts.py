# probe: how many times __bool__ runs: once per test in if/while/not/and/or, not at all when `and`/`or` hand an operand back as a value, again when that value is tested later; __len__ as the fallback
# inputs
flags = [False, True]
# body
calls = []
class B:
    def __init__(self, name, v):
        self.name, self.v = name, v
    def __bool__(self):
        calls.append(self.name)
        return self.v
f = B("f", flags[0])
t = B("t", flags[1])
x = f and t
r_and_value = (x is f, list(calls))
calls.clear()
if f and t:
    pass
r_if_and = list(calls)
calls.clear()
y = t or f
r_or_value = (y is t, list(calls))
calls.clear()
if not (f or t):
    pass
r_not_or = list(calls)
calls.clear()
r_chain = [f, t][bool(f or t)] is t
r_chain_calls = list(calls)
class L:
    def __len__(self):
        calls.append("len")
        return 0
calls.clear()
r_len_truth = ("yes" if L() else "no", list(calls))
class Both(L):
    def __bool__(self):
        calls.append("bool")
        return True
calls.clear()
r_bool_wins = (bool(Both()), list(calls))
