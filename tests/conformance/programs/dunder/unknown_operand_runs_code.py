# probe: an operator (or a subscript) with an operand the tool can't see runs that operand's own dunder, handed the other operand: what the code reachable from it changes is not known after
# inputs
other = type("Spy", (), {"__eq__": lambda s, o: o.poke(), "__add__": lambda s, o: o.poke(), "__contains__": lambda s, o: o.poke(), "__lt__": lambda s, o: o.poke(), "__getitem__": lambda s, o: o.poke(), "__hash__": lambda s: 1})()
n = 3
# body
log = []
class K:
    def poke(self):
        log.append("poke")
        return True
k = K()
r_item = other[k]
after_item = list(log)
r_eq = other == k
after_eq = list(log)
r_add = other + k
after_add = list(log)
r_in = k in other
after_in = list(log)
r_lt = other < k
after_lt = list(log)
r_num = n + 1
