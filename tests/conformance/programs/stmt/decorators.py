# probe: function decorators: plain, with arguments, stacked (applied bottom-up)
# inputs
times = 3
# body
order = []
def trace(fn):
    order.append("trace " + fn.__name__)
    def wrapper(*a):
        return ["traced", fn(*a)]
    return wrapper
def repeat(k):
    def deco(fn):
        order.append("repeat")
        def wrapper(*a):
            return [fn(*a) for _ in range(k)]
        return wrapper
    return deco
@trace
def hello(x):
    return "hi " + x
@repeat(times)
@trace
def two():
    return 2
r_hello = hello("a")
r_two = two()
r_order = order
r_name = hello.__name__
