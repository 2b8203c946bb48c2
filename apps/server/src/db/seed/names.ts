// Common Swedish first and family names; every person made from them is fictional.

export const femaleNames = [
  'Anna', 'Eva', 'Maria', 'Karin', 'Sara', 'Kristina', 'Lena', 'Emma', 'Kerstin', 'Ingrid', 'Malin', 'Jenny',
  'Hanna', 'Linnéa', 'Sofia', 'Ida', 'Elin', 'Johanna', 'Camilla', 'Annika', 'Maja', 'Ella', 'Alice', 'Wilma',
  'Ebba', 'Agnes', 'Alma', 'Saga', 'Freja', 'Klara', 'Astrid', 'Selma', 'Vera', 'Nora', 'Stella', 'Lova',
];

export const maleNames = [
  'Lars', 'Anders', 'Johan', 'Per', 'Erik', 'Karl', 'Peter', 'Thomas', 'Jan', 'Daniel', 'Fredrik', 'Mikael',
  'Magnus', 'Andreas', 'Mattias', 'Niklas', 'Jonas', 'Henrik', 'Oskar', 'Viktor', 'Elias', 'William', 'Hugo',
  'Lucas', 'Liam', 'Noah', 'Adam', 'Alexander', 'Oliver', 'Axel', 'Leo', 'Nils', 'Ludvig', 'Vincent', 'Sixten',
];

export const familyNames = [
  'Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson', 'Svensson',
  'Gustafsson', 'Pettersson', 'Jonsson', 'Jansson', 'Hansson', 'Bengtsson', 'Jönsson', 'Lindberg', 'Jakobsson',
  'Magnusson', 'Olofsson', 'Lindström', 'Lindqvist', 'Lindgren', 'Berg', 'Axelsson', 'Bergström', 'Lundberg',
  'Lind', 'Lundgren', 'Lundqvist', 'Mattsson', 'Berglund', 'Fredriksson', 'Sandberg', 'Henriksson', 'Forsberg',
  'Sjöberg', 'Wallin', 'Engström', 'Eklund', 'Danielsson', 'Håkansson', 'Lundin', 'Björk', 'Bergman', 'Gunnarsson',
  'Holm', 'Wikström', 'Samuelsson', 'Isaksson', 'Fransson', 'Bergqvist', 'Nyström', 'Holmberg', 'Arvidsson',
  'Löfgren', 'Söderberg', 'Nyberg', 'Blomqvist', 'Claesson', 'Nordström', 'Mårtensson', 'Lundström', 'Ali',
  'Mohammed', 'Hussein', 'Nguyen', 'Kovač', 'Yilmaz', 'Virtanen', 'Nowak', 'Haddad', 'Abdi', 'Rossi',
];
