NAME = "impl"
