# probe: abc.ABC with abstractmethod: the abstract class cannot be instantiated
# inputs
v = 2
# body
from abc import ABC, abstractmethod
class Shape(ABC):
    @abstractmethod
    def area(self):
        ...
    def twice(self):
        return 2 * self.area()
class Square(Shape):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s * self.s
class Incomplete(Shape):
    pass
r_twice = Square(v).twice()
for cls in (Shape, Incomplete):
    try:
        cls()
        r_err = "instantiated"
    except TypeError as e:
        r_err = type(e).__name__
r_abstract = sorted(Shape.__abstractmethods__)
r_isinstance = isinstance(Square(1), Shape)
