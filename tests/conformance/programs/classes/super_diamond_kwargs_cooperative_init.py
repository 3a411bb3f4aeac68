# probe: cooperative __init__ with **kwargs through a diamond; each consumes its keyword; leftover keyword reaches object.__init__
# inputs
x = 1
y = 2
z = 3
# body
order = []
class Root:
    def __init__(self, **kw):
        order.append("Root")
        super().__init__(**kw)
class Left(Root):
    def __init__(self, left=None, **kw):
        order.append("Left")
        self.left = left
        super().__init__(**kw)
class Right(Root):
    def __init__(self, right=None, **kw):
        order.append("Right")
        self.right = right
        super().__init__(**kw)
class Bottom(Left, Right):
    def __init__(self, bottom=None, **kw):
        order.append("Bottom")
        self.bottom = bottom
        super().__init__(**kw)
b = Bottom(left=x, right=y, bottom=z)
r_vals = (b.left, b.right, b.bottom)
r_order = list(order)
r_mro = [c.__name__ for c in Bottom.__mro__]
order.clear()
try:
    Bottom(left=x, extra=z)
except TypeError as e:
    r_extra = type(e).__name__
r_order_err = list(order)
