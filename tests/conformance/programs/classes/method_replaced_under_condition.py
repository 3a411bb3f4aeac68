# probe: a method replaced on the class when an input holds: instances made before see the change; a bound method taken before keeps the old function
# inputs
patch = 1
# body
class Greeter:
    def greet(self):
        return "hello"
g = Greeter()
old = g.greet
def new_greet(self):
    return "patched"
if patch:
    Greeter.greet = new_greet
r_greet = g.greet()
r_old = old()
r_new_inst = Greeter().greet()
r_is_patched = Greeter.greet is new_greet
