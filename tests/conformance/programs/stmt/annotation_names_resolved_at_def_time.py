# probe: a def's annotations are evaluated when the def runs: a name not defined yet (a forward reference to the class being built, a typo) raises NameError there and the function is not bound; a string annotation is not evaluated
# inputs
v = 1
# body
try:
    class Node:
        def clone(self) -> Node:
            return self
    r_forward = "defined"
except NameError as e:
    r_forward = type(e).__name__
r_node_bound = "Node" in globals()
try:
    def typo(a: Intt = v):
        return a
    r_typo = "defined"
except NameError as e:
    r_typo = type(e).__name__
r_typo_bound = "typo" in globals()
class Tree:
    def clone(self) -> "Tree":
        return self
r_string = Tree.clone.__annotations__["return"]
try:
    def attr_error(a: v.missing_attribute):
        return a
    r_attr_error = "defined"
except AttributeError as e:
    r_attr_error = type(e).__name__
