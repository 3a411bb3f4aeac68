# probe: a decorator counting calls with a nonlocal counter, applied to a recursive function: the recursion goes through the decorated name, so inner calls count too; an undecorated alias does not
# inputs
n = 5
# body
def counted(f):
    calls = 0
    def wrapper(*a):
        nonlocal calls
        calls += 1
        return f(*a)
    def count():
        return calls
    wrapper.count = count
    return wrapper
@counted
def fib(k):
    return k if k < 2 else fib(k - 1) + fib(k - 2)
r_fib = fib(n)
r_calls = fib.count()
@counted
def fact(k):
    return 1 if k <= 1 else k * fact(k - 1)
r_fact = fact(n)
r_fact_calls = fact.count()
def plain_fact(k):
    return 1 if k <= 1 else k * plain_fact(k - 1)
wrapped_once = counted(plain_fact)
r_plain = wrapped_once(n)
r_plain_calls = wrapped_once.count()
r_fib_again = fib(2)
r_calls_again = fib.count()
