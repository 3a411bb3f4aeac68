# probe: with postponed evaluation of annotations, a def's and a class body's annotations are kept as strings: names not defined yet raise nothing, side effects do not happen, __annotations__ holds the text
from __future__ import annotations
# inputs
v = 1
# body
log = []
class Node:
    parent: Node | None = None
    missing: Undefined
    def clone(self, other: Node, n: log.append("never")) -> Node:
        return self
r_class_ann = Node.__annotations__
r_func_ann = Node.clone.__annotations__
r_log = list(log)
def f(a: int = v) -> list[int]:
    return [a]
r_f = (f(), f.__annotations__)
