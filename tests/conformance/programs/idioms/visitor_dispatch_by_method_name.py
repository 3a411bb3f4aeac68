# probe: a visitor dispatching on getattr(self, "visit_" + type name, self.generic): found methods bound, the fallback, a method added to the class later, one set on the instance (not bound)
# inputs
nodes = [1, "s", 2.5, None]
# body
class Visitor:
    def visit(self, node):
        method = getattr(self, "visit_" + type(node).__name__, self.generic)
        return method(node)
    def visit_int(self, node):
        return ("int", node * 2)
    def visit_str(self, node):
        return ("str", node.upper())
    def generic(self, node):
        return ("generic", type(node).__name__)
v = Visitor()
r_first = [v.visit(n) for n in nodes]
Visitor.visit_float = lambda self, node: ("float", int(node))
r_added_to_class = v.visit(nodes[2])
v.visit_NoneType = lambda node: ("instance", node)
r_instance = v.visit(None)
r_other_instance = Visitor().visit(None)
del Visitor.visit_int
r_removed = v.visit(nodes[0])
class Sub(Visitor):
    def visit_str(self, node):
        return ("sub", super().visit_str(node))
r_sub = Sub().visit("x")
