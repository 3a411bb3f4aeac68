# probe: which operand's __eq__ runs first when containers search: the stored item is the left operand for in/index/count/remove and list ==; NotImplemented falls back to the other side
# inputs
tag = "x"
# body
log = []
class A:
    def __init__(self, n):
        self.n = n
    def __eq__(self, other):
        log.append(("A", self.n))
        return NotImplemented
    __hash__ = object.__hash__
class B:
    def __init__(self, n):
        self.n = n
    def __eq__(self, other):
        log.append(("B", self.n))
        return isinstance(other, A) and other.n == self.n
    __hash__ = object.__hash__
def run(f):
    log.clear()
    try:
        r = f()
    except ValueError as e:
        r = type(e).__name__
    return (r, list(log))
items = [A(1), A(2)]
r_in = run(lambda: B(2) in items)
r_index = run(lambda: items.index(B(2)))
r_count = run(lambda: items.count(B(1)))
r_tuple_in = run(lambda: B(9) in tuple(items))
r_list_eq = run(lambda: items == [B(1), B(2)])
r_remove = run(lambda: list(items).remove(B(3)))
r_not_in = run(lambda: B(1) not in items[1:])
