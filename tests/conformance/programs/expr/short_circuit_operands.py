# probe: and/or return an operand not a bool, right side not evaluated when short-circuited, not returns bool, objects with __bool__ / __len__ decide
# inputs
s = ""
n = 0
lst = [1]
# body
calls = []
def f(x):
    calls.append(x)
    return x
r_or = s or n or lst
r_and = lst and s and f("never")
r_mix = (n and f("a")) or (lst and f("b"))
r_calls = list(calls)
class Falsy:
    def __bool__(self):
        calls.append("bool")
        return False
class Empty:
    def __len__(self):
        return 0
fz = Falsy()
r_falsy = (fz or "alt", fz and "alt")
r_empty = (Empty() or "alt")
r_not = (not lst, not s, not Empty())
r_calls_after = list(calls)
class BadBool:
    def __bool__(self):
        return 1
try:
    r_bad = BadBool() or "x"
except TypeError as e:
    r_bad = str(e)
r_ternary_chain = "a" if n else "b" if s else "c" if lst else "d"
