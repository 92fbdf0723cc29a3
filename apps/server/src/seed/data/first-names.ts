/** Common given names per country, used to make believable fictional demo members. */
export const FIRST_NAMES: Record<string, { female: readonly string[]; male: readonly string[] }> = {
  US: {
    female: [
      "Mary", "Patricia", "Jennifer", "Linda", "Barbara", "Susan", "Karen", "Nancy", "Lisa", "Betty",
      "Sandra", "Donna", "Michelle", "Amanda", "Melissa", "Stephanie", "Rebecca", "Laura", "Jessica",
      "Ashley", "Sarah", "Emily", "Brittany", "Megan", "Lauren", "Hannah", "Madison", "Olivia", "Emma",
      "Kayla",
    ],
    male: [
      "James", "Robert", "John", "Michael", "David", "William", "Richard", "Joseph", "Thomas", "Charles",
      "Christopher", "Daniel", "Matthew", "Anthony", "Mark", "Steven", "Kevin", "Brian", "Jason", "Ryan",
      "Justin", "Brandon", "Tyler", "Joshua", "Andrew", "Jacob", "Ethan", "Austin", "Kyle", "Gary",
    ],
  },
  NL: {
    female: [
      "Ingrid", "Marianne", "Annemieke", "Els", "Ria", "Wilma", "Petra", "Monique", "Esther", "Sandra",
      "Marieke", "Linda", "Ilse", "Femke", "Sanne", "Anouk", "Lotte", "Lieke", "Eva", "Fleur", "Iris", "Noor",
      "Sophie", "Julia", "Emma", "Tess", "Zoë", "Anke", "Marjolein", "Ineke",
    ],
    male: [
      "Jan", "Kees", "Henk", "Piet", "Gerrit", "Wim", "Joop", "Hans", "Ruud", "Marco", "Dennis", "Erik",
      "Jeroen", "Bas", "Sander", "Niels", "Thijs", "Joost", "Maarten", "Bram", "Daan", "Jesse", "Lars", "Sem",
      "Luuk", "Stijn", "Ruben", "Wouter", "Teun", "Koen",
    ],
  },
  BE: {
    female: [
      "Marie", "Martine", "Christine", "Nathalie", "Isabelle", "Sabine", "Els", "Katrien", "An", "Sofie",
      "Hilde", "Veerle", "Griet", "Lieve", "Inge", "Nele", "Lien", "Elke", "Julie", "Laura", "Charlotte",
      "Amélie", "Céline", "Manon", "Léa", "Camille", "Louise", "Annick", "Chantal", "Ann-Sophie",
    ],
    male: [
      "Jan", "Luc", "Marc", "Dirk", "Patrick", "Johan", "Geert", "Koen", "Bart", "Kris", "Wim", "Tom", "Jens",
      "Pieter", "Wout", "Arne", "Stijn", "Philippe", "Jean-Pierre", "Michel", "Didier", "Benoît", "Olivier",
      "Frédéric", "Julien", "Maxime", "Nicolas", "Sébastien", "Cédric", "Pieter-Jan",
    ],
  },
  FR: {
    female: [
      "Marie", "Nathalie", "Isabelle", "Sylvie", "Catherine", "Françoise", "Monique", "Martine", "Christine",
      "Brigitte", "Valérie", "Sandrine", "Stéphanie", "Céline", "Aurélie", "Émilie", "Julie", "Camille",
      "Laura", "Manon", "Chloé", "Léa", "Inès", "Sarah", "Pauline", "Marine", "Mathilde", "Élodie", "Hélène",
      "Océane",
    ],
    male: [
      "Jean", "Michel", "Philippe", "Alain", "Patrick", "Bernard", "Christophe", "Pierre", "Jacques",
      "Thierry", "Éric", "Frédéric", "Laurent", "Stéphane", "Olivier", "Sébastien", "Nicolas", "Julien",
      "Jérôme", "Guillaume", "Mathieu", "Romain", "Maxime", "Thomas", "Alexandre", "Antoine", "Hugo", "Lucas",
      "Théo", "Kévin",
    ],
  },
  IT: {
    female: [
      "Maria", "Anna", "Giuseppina", "Rosa", "Angela", "Giovanna", "Teresa", "Lucia", "Carmela", "Patrizia",
      "Antonella", "Paola", "Laura", "Francesca", "Roberta", "Silvia", "Elena", "Valentina", "Chiara",
      "Federica", "Sara", "Giulia", "Martina", "Alessia", "Giorgia", "Alice", "Sofia", "Aurora", "Elisa",
      "Ilaria",
    ],
    male: [
      "Giuseppe", "Giovanni", "Antonio", "Mario", "Luigi", "Francesco", "Salvatore", "Roberto", "Paolo",
      "Massimo", "Stefano", "Claudio", "Maurizio", "Fabio", "Andrea", "Marco", "Alessandro", "Luca", "Davide",
      "Simone", "Matteo", "Lorenzo", "Riccardo", "Federico", "Gabriele", "Niccolò", "Emanuele", "Daniele",
      "Pietro", "Tommaso",
    ],
  },
  ES: {
    female: [
      "María", "Carmen", "Josefa", "Isabel", "Ana", "Dolores", "Pilar", "Teresa", "Rosa", "Mercedes",
      "Concepción", "Cristina", "Marta", "Lucía", "Laura", "Elena", "Raquel", "Beatriz", "Silvia", "Nuria",
      "Patricia", "Sara", "Paula", "Andrea", "Alba", "Irene", "Claudia", "Noelia", "Inmaculada", "Rocío",
    ],
    male: [
      "Antonio", "José", "Manuel", "Francisco", "Juan", "David", "José Luis", "Javier", "Jesús", "Carlos",
      "Miguel", "Rafael", "Pedro", "Ángel", "Fernando", "Pablo", "Sergio", "Jorge", "Alberto", "Álvaro",
      "Adrián", "Diego", "Alejandro", "Raúl", "Rubén", "Iván", "Óscar", "Hugo", "Mario", "Íñigo",
    ],
  },
  DE: {
    female: [
      "Ursula", "Monika", "Petra", "Sabine", "Renate", "Karin", "Gabriele", "Birgit", "Andrea", "Claudia",
      "Susanne", "Heike", "Anja", "Katrin", "Nicole", "Stefanie", "Julia", "Sandra", "Melanie", "Christina",
      "Anna", "Lena", "Laura", "Lea", "Hannah", "Sophie", "Marie", "Jana", "Bärbel", "Jutta",
    ],
    male: [
      "Jürgen", "Klaus", "Wolfgang", "Hans", "Peter", "Günter", "Dieter", "Uwe", "Rainer", "Helmut", "Frank",
      "Thomas", "Michael", "Andreas", "Stefan", "Markus", "Sven", "Jörg", "Torsten", "Christian", "Tobias",
      "Florian", "Sebastian", "Jan", "Lukas", "Jonas", "Leon", "Felix", "Niklas", "Sören",
    ],
  },
  AT: {
    female: [
      "Maria", "Elisabeth", "Ingrid", "Brigitte", "Helga", "Gertraud", "Christine", "Johanna", "Theresia",
      "Barbara", "Claudia", "Sabine", "Andrea", "Manuela", "Karin", "Martina", "Silvia", "Daniela", "Birgit",
      "Sandra", "Katharina", "Julia", "Lisa", "Anna", "Sarah", "Magdalena", "Viktoria", "Hannah", "Lena",
      "Verena",
    ],
    male: [
      "Johann", "Franz", "Josef", "Karl", "Herbert", "Gerhard", "Helmut", "Walter", "Alois", "Erwin",
      "Günther", "Wolfgang", "Manfred", "Christian", "Thomas", "Andreas", "Markus", "Martin", "Michael",
      "Stefan", "Harald", "Bernhard", "Florian", "Lukas", "David", "Maximilian", "Matthias", "Tobias",
      "Jakob", "Dominik",
    ],
  },
  IE: {
    female: [
      "Mary", "Bridget", "Margaret", "Kathleen", "Eileen", "Siobhán", "Áine", "Niamh", "Aoife", "Sinéad",
      "Orla", "Ciara", "Gráinne", "Róisín", "Clodagh", "Deirdre", "Fiona", "Sharon", "Caroline", "Emma",
      "Sarah", "Laura", "Aisling", "Caoimhe", "Saoirse", "Sorcha", "Maeve", "Ava", "Nuala", "Michelle",
    ],
    male: [
      "Patrick", "Seán", "John", "Michael", "Séamus", "Liam", "Declan", "Ciarán", "Conor", "Cian", "Darragh",
      "Eoin", "Pádraig", "Colm", "Donal", "Diarmuid", "Fergal", "Niall", "Oisín", "Rory", "Cathal", "Brendan",
      "Kevin", "Brian", "Gerard", "Aidan", "Shane", "Mark", "Tadhg", "Eamon",
    ],
  },
  GB: {
    female: [
      "Margaret", "Susan", "Patricia", "Christine", "Linda", "Janet", "Carol", "Julie", "Karen", "Alison",
      "Sharon", "Nicola", "Joanne", "Claire", "Emma", "Sarah", "Rachel", "Gemma", "Kirsty", "Hayley",
      "Charlotte", "Sophie", "Lauren", "Amy", "Jessica", "Chloe", "Holly", "Megan", "Ellie", "Zoë",
    ],
    male: [
      "David", "John", "Peter", "Michael", "Paul", "Stephen", "Andrew", "Ian", "Graham", "Colin", "Nigel",
      "Keith", "Gareth", "Richard", "Mark", "Darren", "Lee", "Craig", "Stuart", "Neil", "Gavin", "Jamie",
      "Matthew", "Daniel", "Thomas", "James", "Oliver", "Harry", "Callum", "Rhys",
    ],
  },
  AU: {
    female: [
      "Margaret", "Patricia", "Jennifer", "Judith", "Helen", "Lynette", "Robyn", "Kerry", "Deborah", "Leanne",
      "Michelle", "Kylie", "Belinda", "Rebecca", "Melissa", "Nicole", "Kate", "Sarah", "Jessica", "Emma",
      "Chloe", "Tahlia", "Brooke", "Georgia", "Olivia", "Mia", "Ella", "Charlotte", "Grace", "Jacinta",
    ],
    male: [
      "John", "Peter", "Robert", "Graham", "Bruce", "Barry", "Gary", "Wayne", "Craig", "Darren", "Shane",
      "Brett", "Glenn", "Scott", "Troy", "Matthew", "Ben", "Luke", "Nathan", "Mitchell", "Jack", "Josh",
      "Lachlan", "Riley", "Cooper", "Liam", "Ethan", "Noah", "Jayden", "Hamish",
    ],
  },
  NZ: {
    female: [
      "Margaret", "Christine", "Janice", "Raewyn", "Robyn", "Glenda", "Karen", "Sharon", "Michelle",
      "Kirsten", "Nicola", "Rachel", "Anna", "Sarah", "Hannah", "Emma", "Georgia", "Olivia", "Ruby", "Isla",
      "Aroha", "Mere", "Ngaire", "Kiri", "Mereana", "Amelia", "Charlotte", "Lucy", "Sophie", "Jessica",
    ],
    male: [
      "Graeme", "Murray", "Barry", "Kevin", "Bruce", "Trevor", "Warren", "Grant", "Craig", "Shane", "Brendon",
      "Hamish", "Stuart", "Aaron", "Nathan", "Daniel", "Sam", "Ben", "James", "Jack", "Oliver", "Liam",
      "Finn", "Tāne", "Wiremu", "Rawiri", "Nikau", "Hemi", "Mason", "Blake",
    ],
  },
  CA: {
    female: [
      "Linda", "Susan", "Diane", "Lise", "Sylvie", "Johanne", "Chantal", "Nathalie", "Karen", "Lisa",
      "Jennifer", "Melissa", "Stéphanie", "Geneviève", "Marie-Ève", "Mélanie", "Catherine", "Amanda",
      "Ashley", "Jessica", "Emily", "Sarah", "Megan", "Brittany", "Emma", "Olivia", "Chloé", "Léa", "Kayla",
      "Heather",
    ],
    male: [
      "Robert", "Gary", "Wayne", "Brian", "Réjean", "Gilles", "Pierre", "Denis", "Sylvain", "Martin", "Mario",
      "Daniel", "Michael", "Jason", "Kevin", "Ryan", "Tyler", "Justin", "Matthew", "Jonathan", "Mathieu",
      "Jean-François", "Marc-André", "Maxime", "Alexandre", "Samuel", "Gabriel", "Ethan", "Liam", "Connor",
    ],
  },
  PL: {
    female: [
      "Maria", "Krystyna", "Anna", "Barbara", "Teresa", "Elżbieta", "Danuta", "Jadwiga", "Halina", "Irena",
      "Małgorzata", "Grażyna", "Bożena", "Jolanta", "Ewa", "Agnieszka", "Beata", "Dorota", "Joanna",
      "Katarzyna", "Magdalena", "Monika", "Karolina", "Justyna", "Paulina", "Natalia", "Aleksandra",
      "Weronika", "Zuzanna", "Wiktoria",
    ],
    male: [
      "Stanisław", "Jan", "Andrzej", "Józef", "Tadeusz", "Jerzy", "Zbigniew", "Krzysztof", "Henryk",
      "Ryszard", "Kazimierz", "Marek", "Grzegorz", "Piotr", "Tomasz", "Paweł", "Marcin", "Michał", "Łukasz",
      "Mariusz", "Dariusz", "Wojciech", "Kamil", "Mateusz", "Bartosz", "Jakub", "Szymon", "Adrian", "Dawid",
      "Maciej",
    ],
  },
  CH: {
    female: [
      "Ruth", "Verena", "Elisabeth", "Ursula", "Rosmarie", "Heidi", "Margrit", "Regula", "Daniela", "Sandra",
      "Nicole", "Monika", "Barbara", "Corinne", "Andrea", "Sarah", "Laura", "Lea", "Nina", "Anna", "Céline",
      "Chantal", "Nathalie", "Noémie", "Chiara", "Giulia", "Mirjam", "Seraina", "Jasmin", "Lara",
    ],
    male: [
      "Hans", "Peter", "Walter", "Urs", "Beat", "Ueli", "Fritz", "Kurt", "René", "Bruno", "Daniel", "Thomas",
      "Martin", "Christoph", "Reto", "Marco", "Patrick", "Roger", "Stefan", "Lukas", "Simon", "David",
      "Fabian", "Luca", "Nicolas", "Yannick", "Jérôme", "Gian", "Noah", "Matthias",
    ],
  },
  DK: {
    female: [
      "Kirsten", "Hanne", "Mette", "Anne", "Susanne", "Lene", "Bente", "Inge", "Birgit", "Karen", "Lone",
      "Pia", "Tina", "Charlotte", "Louise", "Camilla", "Maria", "Sofie", "Ida", "Emma", "Freja", "Julie",
      "Cecilie", "Mathilde", "Signe", "Line", "Trine", "Astrid", "Marianne", "Birthe",
    ],
    male: [
      "Jens", "Peter", "Lars", "Søren", "Niels", "Henrik", "Hans", "Jørgen", "Poul", "Ole", "Finn", "Bent",
      "Erik", "Torben", "Kim", "Morten", "Michael", "Thomas", "Anders", "Rasmus", "Martin", "Jesper", "Mads",
      "Frederik", "Mikkel", "Kasper", "Jonas", "Magnus", "Oliver", "William",
    ],
  },
  FI: {
    female: [
      "Maria", "Helena", "Anneli", "Johanna", "Kaarina", "Marjatta", "Liisa", "Tuula", "Pirjo", "Ritva",
      "Sirpa", "Päivi", "Tiina", "Sari", "Minna", "Riikka", "Hanna", "Katja", "Laura", "Jenni", "Anna",
      "Emma", "Aino", "Aada", "Ella", "Iida", "Venla", "Sanna", "Elina", "Satu",
    ],
    male: [
      "Juha", "Timo", "Matti", "Kari", "Mikko", "Jari", "Antti", "Jukka", "Markku", "Pekka", "Hannu",
      "Heikki", "Seppo", "Pertti", "Esa", "Petri", "Janne", "Ville", "Tuomas", "Jussi", "Teemu", "Sami",
      "Joonas", "Aleksi", "Eetu", "Onni", "Elias", "Väinö", "Niko", "Lauri",
    ],
  },
  NO: {
    female: [
      "Anne", "Inger", "Kari", "Marit", "Ingrid", "Liv", "Eva", "Berit", "Astrid", "Bjørg", "Randi",
      "Solveig", "Gro", "Hilde", "Heidi", "Silje", "Kristin", "Camilla", "Ida", "Marte", "Thea", "Ingvild",
      "Sigrid", "Nora", "Emma", "Sara", "Hanne", "Tone", "Åse", "Guro",
    ],
    male: [
      "Jan", "Per", "Bjørn", "Ole", "Lars", "Knut", "Arne", "Kjell", "Svein", "Terje", "Geir", "Odd", "Tor",
      "Håkon", "Rune", "Trond", "Espen", "Øyvind", "Stian", "Thomas", "Martin", "Andreas", "Anders",
      "Kristian", "Magnus", "Henrik", "Sondre", "Sindre", "Jonas", "Emil",
    ],
  },
  SE: {
    female: [
      "Anna", "Maria", "Karin", "Kristina", "Lena", "Eva", "Birgitta", "Margareta", "Elisabeth", "Ingrid",
      "Marie", "Ulla", "Gunilla", "Åsa", "Annika", "Camilla", "Helena", "Malin", "Jenny", "Sara", "Emma",
      "Johanna", "Linnéa", "Frida", "Elin", "Ebba", "Matilda", "Moa", "Agnes", "Ida",
    ],
    male: [
      "Lars", "Anders", "Per", "Karl", "Johan", "Erik", "Mikael", "Jan", "Hans", "Bengt", "Göran", "Sven",
      "Lennart", "Bo", "Leif", "Åke", "Stefan", "Magnus", "Fredrik", "Mattias", "Daniel", "Andreas", "Jonas",
      "Niklas", "Oskar", "Viktor", "Filip", "Emil", "Axel", "Linus",
    ],
  },
};
