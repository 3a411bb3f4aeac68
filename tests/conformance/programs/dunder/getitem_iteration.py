# probe: a class with only __getitem__ is iterable until IndexError
# inputs
n = 3
# body
class Squares:
    def __init__(self, n):
        self.n = n
    def __getitem__(self, i):
        if i >= self.n:
            raise IndexError
        return i * i
r_list = list(Squares(n))
r_for = [v + 1 for v in Squares(2)]
r_unpack = tuple(Squares(2))
a, b, c = Squares(n)
r_abc = (a, b, c)
