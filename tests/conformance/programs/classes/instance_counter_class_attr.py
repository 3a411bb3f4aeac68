# probe: a class attribute counter incremented through the class in __init__ vs through self (which creates an instance attribute); instances made in a loop of input length
# inputs
n = 3
# body
class Good:
    count = 0
    def __init__(self):
        Good.count += 1
        self.id = Good.count
class Bad:
    count = 0
    def __init__(self):
        self.count += 1
goods = [Good() for _ in range(n)]
bads = [Bad() for _ in range(n)]
r_good = (Good.count, [g.id for g in goods])
r_bad = (Bad.count, [b.count for b in bads])
class Sub(Good):
    pass
Sub()
r_sub = (Good.count, Sub.count, "count" in Sub.__dict__)
