# probe: inheritance: method override, attribute lookup through bases, isinstance
# inputs
v = 2
# body
class Animal:
    sound = "..."
    def speak(self):
        return f"{self.name()} says {self.sound}"
    def name(self):
        return "animal"
class Dog(Animal):
    sound = "woof"
    def name(self):
        return "dog"
class Puppy(Dog):
    def speak(self):
        return super().speak() + "!" * v
r_animal = Animal().speak()
r_dog = Dog().speak()
r_puppy = Puppy().speak()
r_bases = [b.__name__ for b in Puppy.__bases__]
r_isinstance = isinstance(Puppy(), Animal)
