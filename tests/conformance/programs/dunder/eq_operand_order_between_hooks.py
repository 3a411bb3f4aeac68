# probe: which operand's __eq__ runs first: left for ==, right first when it is a subclass, for `in` over a list (element vs needle) and for list.count; NotImplemented from both falls back to identity
# inputs
v = 1
# body
log = []
class A:
    def __eq__(self, o):
        log.append("A")
        return NotImplemented
class B:
    def __eq__(self, o):
        log.append("B")
        return NotImplemented
class SubA(A):
    def __eq__(self, o):
        log.append("SubA")
        return NotImplemented
a, b = A(), B()
r1 = a == b
l1 = list(log); log.clear()
r2 = b == a
l2 = list(log); log.clear()
r3 = a == SubA()
l3 = list(log); log.clear()
r4 = a in [b]
l4 = list(log); log.clear()
r5 = a in [a]
l5 = list(log); log.clear()
r6 = [b, a, b].count(a)
l6 = list(log); log.clear()
r7 = a != b
l7 = list(log); log.clear()
