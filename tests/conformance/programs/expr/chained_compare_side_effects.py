# probe: chained comparisons evaluate the middle once, stop at the first false link, return the operand not a bool when a link's __lt__ returns one
# inputs
a = 1
b = 5
c = 3
# body
calls = []
def v(x):
    calls.append(x)
    return x
r_chain = v(a) < v(b) < v(c) < v(100)
r_calls = list(calls)
calls.clear()
r_chain2 = v(a) < v(c) <= v(b) != v(a)
r_calls2 = list(calls)
class Odd:
    def __lt__(self, other):
        return "truthy-str"
    def __gt__(self, other):
        return ""
o = Odd()
r_odd = o < a
r_odd_chain = a < o < b
r_odd_chain2 = o < a < b
r_odd_chain3 = o > a < b
r_in_chain = a in [a] in [[a]]
r_is_chain = None is None is not a
